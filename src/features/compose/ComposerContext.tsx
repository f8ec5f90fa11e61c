import { Trans } from '@lingui/react/macro';
import { Avatar } from '../../components/Avatar';
import { contextExcerpt } from '../../lib/compose/context-excerpt';
import type { ReplyTarget } from '../../lib/compose/composer';
import { plainText } from '../../lib/compose/edit';
import { useSession } from '../../state/session';
import { useStatus } from '../../state/statuses';

/** A post's opening words; its content warning rather than what the warning hides. */
function usePostExcerpt(id: string) {
  const { instance } = useSession();
  const status = useStatus(instance, id);
  const post = status.data?.reblog ?? status.data;
  if (!post) return null;
  return {
    post,
    excerpt: contextExcerpt(post.spoilerText || plainText(post.content)),
  };
}

/** Above the text of a reply: the post it answers, its author's avatar and name, its first words. */
export function ReplyContext({ target }: { target: ReplyTarget }) {
  const shown = usePostExcerpt(target.id);
  const handle = <bdi>@{target.acct}</bdi>;
  const excerpt = shown?.excerpt ?? target.excerpt;
  return (
    <div className="composer-context">
      <Avatar src={shown?.post.account.avatarStatic ?? ''} size={32} />
      <div className="composer-context-body">
        <p className="composer-context-title">
          {shown?.post.account.displayName && (
            <>
              <bdi className="composer-context-name">{shown.post.account.displayName}</bdi>{' '}
            </>
          )}
          <span className="composer-reply">
            <Trans>Replying to {handle}</Trans>
          </span>
        </p>
        {excerpt && (
          <p className="composer-context-excerpt" dir="auto">
            {excerpt}
          </p>
        )}
      </div>
    </div>
  );
}

/** Above the text of an edit: that it is an edit, and of which post. */
export function EditingContext({ id }: { id: string }) {
  const shown = usePostExcerpt(id);
  return (
    <div className="composer-context composer-context-edit">
      <div className="composer-context-body">
        <p className="composer-context-title">
          <Trans comment="Above the text of a post being edited">Editing</Trans>
        </p>
        {shown?.excerpt && (
          <p className="composer-context-excerpt" dir="auto">
            {shown.excerpt}
          </p>
        )}
      </div>
    </div>
  );
}
