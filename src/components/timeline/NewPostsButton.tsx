import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

interface NewPostsButtonProps {
  count: number;
  onReveal: () => void;
}

/** "N new posts": streamed posts wait here instead of moving what the reader is looking at. */
export function NewPostsButton({ count, onReveal }: NewPostsButtonProps) {
  const { t } = useLingui();
  return (
    <div className="new-posts" role="status">
      {count > 0 && (
        <button
          type="button"
          className="button new-posts-button"
          onClick={onReveal}
          aria-keyshortcuts="."
        >
          {plural(count, { one: '# new post', other: '# new posts' })}
          <span className="visually-hidden">{t`(press . to show)`}</span>
        </button>
      )}
    </div>
  );
}
