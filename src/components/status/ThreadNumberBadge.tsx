import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { formatThreadNumber } from '../../lib/thread-number';
import { mayBeInThread, useThreadNumber } from './use-thread-number';

interface ThreadNumberBadgeProps {
  post: mastodon.v1.Status;
  instance: string;
  total?: number;
}

function ThreadNumber({ post, instance, total }: ThreadNumberBadgeProps) {
  const { i18n, t } = useLingui();
  const index = useThreadNumber(post, instance);
  if (index === null) return null;
  const text = formatThreadNumber({ index, total }, i18n.locale);
  return (
    <span className="thread-number" title={t`Post ${text} of a thread`}>
      <span className="visually-hidden">{t`Thread`} </span>
      {text}
    </span>
  );
}

/** "2/5" or "2" for a post in its author's self-thread; nothing (and no work) for other posts. */
export function ThreadNumberBadge(props: ThreadNumberBadgeProps) {
  if (!mayBeInThread(props.post)) return null;
  return <ThreadNumber {...props} />;
}
