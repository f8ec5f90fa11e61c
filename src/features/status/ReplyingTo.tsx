import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import type { ThreadRow } from '../../lib/thread-tree';

/** Says whom a reply answers where the indentation can no longer show it. */
export function ReplyingTo({ row }: { row: ThreadRow<mastodon.v1.Status> }) {
  if (!row.parent) {
    return (
      <p className="thread-replying-to">
        <Trans>Replying to a post that is not available</Trans>
      </p>
    );
  }
  const acct = row.parent.account.acct;
  return (
    <p className="thread-replying-to">
      <Trans>Replying to @{acct}</Trans>
    </p>
  );
}
