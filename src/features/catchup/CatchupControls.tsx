import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { POST_KINDS, SORTS, type CatchupSort, type KindChoice } from '../../lib/catchup';

const KIND_LABELS: Record<KindChoice, MessageDescriptor> = {
  all: msg({
    message: 'All',
    comment: 'Filter or tab: show every kind (of posts, notifications or search results)',
  }),
  original: msg`Original posts`,
  replies: msg({
    message: 'Replies',
    comment: 'Noun: replies; a kind of post, or the replies to a post',
  }),
  quotes: msg`Quotes`,
  boosts: msg({
    message: 'Boosts',
    comment: 'Noun: boosts (shared posts), as a kind of post or of notification',
  }),
  followedTags: msg`Followed hashtags`,
  filtered: msg({ message: 'Filtered', comment: 'Kind of post: posts hidden by one’s filters' }),
};

const SORT_LABELS: Record<CatchupSort, MessageDescriptor> = {
  time: msg({ message: 'Newest', comment: 'Sort order: newest posts first' }),
  replies: msg`Most replies`,
  likes: msg`Most likes`,
  boosts: msg`Most boosts`,
  length: msg({ message: 'Longest', comment: 'Sort order: longest posts first' }),
};

interface CatchupControlsProps {
  counts: Record<KindChoice, number>;
  kind: KindChoice;
  onKind: (kind: KindChoice) => void;
  sort: CatchupSort;
  onSort: (sort: CatchupSort) => void;
  grouped: boolean;
  onGrouped: (grouped: boolean) => void;
}

/** Which kind of posts, in which order, grouped by author or not. */
export function CatchupControls(props: CatchupControlsProps) {
  const { i18n } = useLingui();
  const sortId = useId();
  const name = useId();
  const { counts } = props;
  return (
    <div className="catchup-controls">
      <fieldset className="catchup-kinds">
        <legend>
          <Trans comment="Heading of the choice of which kind of posts to show">Show</Trans>
        </legend>
        {(['all', ...POST_KINDS] as const).map((kind) => (
          <label key={kind} className="catchup-kind">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={props.kind === kind}
              onChange={() => props.onKind(kind)}
            />
            {i18n._(KIND_LABELS[kind])} <span className="badge">{i18n.number(counts[kind])}</span>
          </label>
        ))}
      </fieldset>
      <div className="catchup-order">
        <label htmlFor={sortId}>
          <Trans>Sort by</Trans>
        </label>
        <select
          id={sortId}
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as CatchupSort)}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={props.grouped}
            onChange={(event) => props.onGrouped(event.target.checked)}
          />
          <Trans>Group by author</Trans>
        </label>
      </div>
    </div>
  );
}
