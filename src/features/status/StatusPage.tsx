import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useParams } from '../../components/router';
import { isNotFound } from '../../api/errors';
import { useEscapeGoesBack } from '../../components/use-escape-goes-back';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import { NotFoundNotice } from '../../components/Unavailable';
import { postTitleExcerpt, titleName } from '../../lib/page-title';
import { htmlToPlainText } from '../../lib/plain-text';
import { useStatus } from '../../state/statuses';
import '../../styles/screens.css';
import { ThreadView } from './ThreadView';

/** "Alice Marsh: “The start of the post…”", the post's page title once it is known. */
function usePostTitle(post: mastodon.v1.Status | undefined): string | undefined {
  const { t } = useLingui();
  if (!post) return undefined;
  const shown = post.reblog ?? post;
  const author = titleName(shown.account);
  const excerpt = postTitleExcerpt(htmlToPlainText(shown.content), shown.spoilerText);
  return excerpt ? t`${author}: “${excerpt}”` : t`Post by ${author}`;
}

/** The thread, unless the server says the post does not exist (asked once, never retried). */
function PostOrNotFound({ instance, id }: { instance: string; id: string }) {
  const { t } = useLingui();
  const status = useStatus(instance, id);
  const documentTitle = usePostTitle(status.data);
  return (
    <Page
      title={t({ message: 'Post', context: 'noun: one post, the title of its page' })}
      documentTitle={documentTitle}
    >
      {status.isError && isNotFound(status.error) ? (
        <NotFoundNotice message={t`Post not found. It may have been deleted.`} />
      ) : (
        <ThreadView instance={instance} id={id} />
      )}
    </Page>
  );
}

/** A post and its thread, from `/{instance}/s/{statusId}` or `/s/{statusId}` (the session's instance). */
export function StatusPage() {
  const { t } = useLingui();
  useEscapeGoesBack();
  const params = useParams();
  const { instance, invalid } = useRouteInstance(msg`Unable to load post.`);
  const id = params.statusId ?? '';
  if (!invalid) return <PostOrNotFound key={`${instance}/${id}`} instance={instance} id={id} />;
  return (
    <Page title={t({ message: 'Post', context: 'noun: one post, the title of its page' })}>
      {invalid}
    </Page>
  );
}
