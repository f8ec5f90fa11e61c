import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState, type FormEvent } from 'react';
import {
  featuredTagProblem,
  MAX_FEATURED_TAGS,
  unfeaturedSuggestions,
  type FeaturedTagProblem,
} from '../../lib/featured-tags';
import { useFeaturedTagSuggestions } from '../../state/featured-tags';

const PROBLEM_TEXT: Record<FeaturedTagProblem, MessageDescriptor> = {
  invalid: msg`That is not a hashtag.`,
  'already-featured': msg`That hashtag is featured already.`,
  'too-many': msg`A profile can feature up to ${MAX_FEATURED_TAGS} hashtags.`,
};

interface FeatureHashtagFormProps {
  featured: readonly mastodon.v1.FeaturedTag[];
  onAdd: (name: string) => void;
}

/** A field to feature a hashtag, and one-click suggestions from the hashtags one uses most. */
export function FeatureHashtagForm({ featured, onAdd }: FeatureHashtagFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<FeaturedTagProblem | null>(null);
  const suggestions = useFeaturedTagSuggestions(featured.length < MAX_FEATURED_TAGS);
  const offered = unfeaturedSuggestions(suggestions.data ?? [], featured).slice(0, 5);
  const add = (value: string) => {
    const found = featuredTagProblem(value, featured);
    setProblem(found);
    if (found) return;
    onAdd(value);
    setName('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(name);
  };
  return (
    <>
      <form className="inline-form" onSubmit={submit}>
        <label htmlFor={id}>
          <Trans>Feature a hashtag</Trans>
        </label>
        <input
          type="text"
          id={id}
          value={name}
          placeholder="#"
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button" disabled={!name.trim()}>
          <Trans comment="Button: shows the hashtag on one’s profile (featured hashtags)">
            Feature
          </Trans>
        </button>
      </form>
      {problem && (
        <p id={`${id}-problem`} className="form-error" role="alert">
          {i18n._(PROBLEM_TEXT[problem])}
        </p>
      )}
      {offered.length > 0 && (
        <ul className="featured-tag-list" aria-label={t`Suggested hashtags`}>
          {offered.map((tag) => {
            const tagName = tag.name;
            return (
              <li key={tag.name}>
                <button
                  type="button"
                  className="button"
                  aria-label={t`Feature #${tagName}`}
                  onClick={() => add(tag.name)}
                >
                  + #{tag.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
