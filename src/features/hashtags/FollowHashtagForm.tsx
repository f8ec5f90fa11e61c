import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { isValidHashtag, normalizeHashtag } from '../../lib/hashtags';
import { useFollowTag } from '../../state/tags';

/** Follows a hashtag by name, from the list of followed hashtags. */
export function FollowHashtagForm() {
  const id = useId();
  const [name, setName] = useState('');
  const follow = useFollowTag();
  const tag = normalizeHashtag(name);
  const valid = isValidHashtag(tag);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    follow.mutate({ name: tag, follow: true }, { onSuccess: () => setName('') });
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <label htmlFor={id}>
        <Trans>Follow a hashtag</Trans>
      </label>
      <input
        type="text"
        id={id}
        value={name}
        placeholder="#"
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button" disabled={follow.isPending || !valid}>
        <Trans>Follow</Trans>
      </button>
      {follow.isError && (
        <ErrorMessage error={follow.error} fallback={msg`Unable to update the hashtag.`} />
      )}
    </form>
  );
}
