import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { formatThreadNumber } from '../../lib/thread-number';
import { useThreadNumber } from './use-thread-number';

export interface ThreadNumberProps {
  post: mastodon.v1.Status;
  instance: string;
  total?: number;
}

export function ThreadNumber({ post, instance, total }: ThreadNumberProps) {
  const { i18n, t } = useLingui();
  const index = useThreadNumber(post, instance);
  if (index === null) return null;
  const text = formatThreadNumber({ index, total }, i18n.locale);
  return (
    <span className="thread-number" title={t`Post ${text} of a thread`}>
      {t({
        message: `Thread ${text}`,
        comment: 'The place of a post in its author’s thread, e.g. “Thread 2/5” (2 of 5)',
      })}
    </span>
  );
}
