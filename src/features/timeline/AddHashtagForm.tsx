import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  addHashtag,
  InvalidHashtagError,
  MAX_HASHTAGS,
  TooManyHashtagsError,
} from '../../lib/hashtags';

interface AddHashtagFormProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** Adds a hashtag to a multi-hashtag timeline; refuses a sixth with a clear message. */
export function AddHashtagForm({ tags, onChange }: AddHashtagFormProps) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    try {
      const next = addHashtag(tags, value);
      setError(null);
      setValue('');
      if (next.length !== tags.length) onChange(next);
    } catch (problem) {
      if (problem instanceof TooManyHashtagsError) {
        setError(
          t`A timeline can show at most ${MAX_HASHTAGS} hashtags. Remove one to add another.`,
        );
      } else if (problem instanceof InvalidHashtagError) {
        const tag = value.trim();
        setError(t`“${tag}” is not a valid hashtag.`);
      } else {
        throw problem;
      }
    }
  };

  return (
    <form className="hashtag-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t`Hashtag`}</label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        autoCapitalize="none"
        spellCheck={false}
      />
      <button type="submit" className="button">
        {t`Add hashtag`}
      </button>
      {error && (
        <p id={errorId} role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
