import { useLingui } from '@lingui/react/macro';
import { useHashtag, useToggleFollowHashtag } from './use-hashtag';

/** Follow or unfollow one hashtag (logged in only). */
export function FollowHashtagButton({ name }: { name: string }) {
  const { t } = useLingui();
  const tag = useHashtag(name, true);
  const toggle = useToggleFollowHashtag(name);
  if (!tag.data) return null;
  const following = tag.data.following === true;
  return (
    <span>
      <button
        type="button"
        className="button"
        aria-pressed={following}
        disabled={toggle.isPending}
        onClick={() => toggle.toggle(following)}
      >
        {following ? t`Unfollow #${name}` : t`Follow #${name}`}
      </button>
      {toggle.isError && (
        <span role="alert" className="form-error">
          {following ? t`Unable to unfollow #${name}.` : t`Unable to follow #${name}.`}
        </span>
      )}
    </span>
  );
}
