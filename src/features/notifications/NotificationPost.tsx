import type { mastodon } from 'masto';
import { Link } from '../../components/router';
import { StatusCard } from '../../components/StatusCard';
import { appPaths } from '../../lib/app-paths';
import { htmlToPlainText } from '../../lib/plain-text';
import { useStoredPost } from '../../state/posts';

/** Types whose post is shown in full, with its actions: someone wrote it to or for you. */
const FULL_POST_TYPES = ['mention', 'status', 'quote'];

const EXCERPT_LENGTH = 140;

interface NotificationPostProps {
  type: string;
  status: mastodon.v1.Status;
  instance: string;
}

/** A liked or boosted post, compactly: which post it was, as a link to it. */
function PostExcerpt({ status, instance }: Omit<NotificationPostProps, 'type'>) {
  const stored = useStoredPost(instance, status);
  if (stored.deleted) return null;
  const post = stored.status.reblog ?? stored.status;
  const text = post.spoilerText || htmlToPlainText(post.content);
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
  return (
    <Link className="notification-post-excerpt" to={appPaths.status(instance, post.id)}>
      {excerpt || post.url || post.uri}
    </Link>
  );
}

/** The post a notification concerns: in full for mentions, as an excerpt otherwise. */
export function NotificationPost({ type, status, instance }: NotificationPostProps) {
  if (FULL_POST_TYPES.includes(type)) {
    return <StatusCard status={status} instance={instance} context="notifications" />;
  }
  return <PostExcerpt status={status} instance={instance} />;
}
