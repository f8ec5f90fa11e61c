import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { isMissingEndpoint } from '../../api/errors';
import { toErrorMessage } from '../../components/error-messages';
import { useConfirm } from '../../components/use-confirm';
import { blockAccountQuestion, blockDomainQuestion } from '../../components/block-questions';
import { MuteAccountDialog } from '../../components/status/MuteAccountDialog';
import { ReportDialog } from '../../components/status/ReportDialog';
import { StatusMoreMenu, type MenuItem } from '../../components/status/StatusMoreMenu';
import {
  entriesLackingOn,
  entriesOfEndpoint,
  profileMenuEntries,
  type ProfileMenuEntry,
} from '../../lib/profile-menu';
import { fullHandle } from '../../lib/accounts';
import { remoteDomain } from '../../lib/report';
import { useChangeRelationship, type RelationshipChange } from '../../state/accounts-queries';
import { useChangeDomainBlock } from '../../state/blocks-mutes';
import { useCapabilities } from '../../state/capabilities';
import { useOpenComposer } from '../../state/composer-dialog';
import { useSession } from '../../state/session';
import { NoteDialog } from './NoteDialog';

interface ProfileMoreMenuProps {
  account: mastodon.v1.Account;
  relationship: mastodon.v1.Relationship;
}

type Dialog = 'mute' | 'report' | 'note' | null;

/** "More" on another account's profile: mention, follow options, note, mute, block, report. */
export function ProfileMoreMenu({ account, relationship }: ProfileMoreMenuProps) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<ProfileMenuEntry>>(new Set());
  const change = useChangeRelationship(account.id);
  const domainBlock = useChangeDomainBlock();
  const compose = useOpenComposer();
  const session = useSession();
  const acct = account.acct;
  const domain = remoteDomain(acct) ?? '';
  const handle = fullHandle(acct, session.instance);
  const { confirm, dialog: question } = useConfirm();

  const failed = (entry: ProfileMenuEntry, failure: MessageDescriptor) => (error: unknown) => {
    if (isMissingEndpoint(error)) {
      setMissing((current) => new Set([...current, ...entriesOfEndpoint(entry)]));
      setSaid({ text: t`This server does not offer that.`, failed: true });
    } else setSaid({ text: i18n._(toErrorMessage(error, failure)), failed: true });
  };
  const relate = (entry: ProfileMenuEntry, next: RelationshipChange, done: string) => {
    setSaid(null);
    change
      .mutateAsync(next)
      .then(() => setSaid({ text: done, failed: false }))
      .catch(failed(entry, msg`Unable to change how you follow or see this account.`));
  };
  const blockDomain = async (block: boolean) => {
    if (block && !(await confirm(blockDomainQuestion(i18n, domain)))) return;
    setSaid(null);
    domainBlock
      .mutateAsync({ domain, block })
      .then(() =>
        setSaid({ text: block ? t`Blocked ${domain}.` : t`Unblocked ${domain}.`, failed: false }),
      )
      .catch(failed('block-domain', msg`Unable to change the domain block.`));
  };

  const items: Record<ProfileMenuEntry, () => MenuItem> = {
    mention: () => ({ label: t`Mention @${acct}`, onSelect: () => compose({ mention: acct }) }),
    'notify-on': () => ({
      label: t`Notify me of new posts`,
      onSelect: () =>
        relate(
          'notify-on',
          { kind: 'follow', notify: true },
          t`You will be notified of @${acct}’s posts.`,
        ),
    }),
    'notify-off': () => ({
      label: t`Stop notifying me of new posts`,
      onSelect: () =>
        relate(
          'notify-off',
          { kind: 'follow', notify: false },
          t`No more notifications of @${acct}’s posts.`,
        ),
    }),
    'boosts-on': () => ({
      label: t`Show boosts`,
      onSelect: () =>
        relate('boosts-on', { kind: 'follow', reblogs: true }, t`@${acct}’s boosts show on Home.`),
    }),
    'boosts-off': () => ({
      label: t`Hide boosts`,
      onSelect: () =>
        relate(
          'boosts-off',
          { kind: 'follow', reblogs: false },
          t`@${acct}’s boosts are hidden from Home.`,
        ),
    }),
    note: () => ({
      label: relationship.note ? t`Edit private note` : t`Add private note`,
      onSelect: () => setDialog('note'),
    }),
    mute: () => ({ label: t`Mute @${acct}…`, onSelect: () => setDialog('mute') }),
    unmute: () => ({
      label: t`Unmute @${acct}`,
      onSelect: () => relate('unmute', { kind: 'unmute' }, t`Unmuted @${acct}.`),
    }),
    block: () => ({
      label: t`Block @${acct}…`,
      onSelect: () =>
        void confirm(blockAccountQuestion(i18n, handle)).then(
          (yes) => yes && relate('block', { kind: 'block' }, t`Blocked @${acct}.`),
        ),
    }),
    unblock: () => ({
      label: t`Unblock @${acct}…`,
      onSelect: () =>
        void confirm({
          title: t`Unblock ${handle}?`,
          detail: t`They will be able to follow you and see your posts again.`,
          confirmLabel: t({
            message: 'Unblock',
            comment: 'Button: stops blocking the account or server',
          }),
        }).then((yes) => yes && relate('unblock', { kind: 'unblock' }, t`Unblocked @${acct}.`)),
    }),
    'block-domain': () => ({ label: t`Block ${domain}…`, onSelect: () => void blockDomain(true) }),
    'unblock-domain': () => ({
      label: t`Unblock ${domain}`,
      onSelect: () => void blockDomain(false),
    }),
    report: () => ({ label: t`Report @${acct}…`, onSelect: () => setDialog('report') }),
  };
  const { capabilities } = useCapabilities(session.instance);
  const lacking = new Set([...missing, ...entriesLackingOn(capabilities.software)]);
  const entries = profileMenuEntries(account, relationship, lacking);

  return (
    <>
      <div className="profile-more">
        <StatusMoreMenu items={entries.map((entry) => items[entry]())} />
      </div>
      <p
        className={said?.failed ? 'profile-said notice notice-error' : 'profile-said'}
        role="status"
      >
        {said?.text}
      </p>
      {question}
      {dialog === 'mute' && (
        <MuteAccountDialog
          acct={acct}
          onClose={() => setDialog(null)}
          onMute={(choice) => relate('mute', { kind: 'mute', ...choice }, t`Muted @${acct}.`)}
        />
      )}
      {dialog === 'report' && (
        <ReportDialog
          account={account}
          onClose={() => setDialog(null)}
          onSent={() => {
            setDialog(null);
            setSaid({ text: t`Report sent. Thank you.`, failed: false });
          }}
        />
      )}
      {dialog === 'note' && (
        <NoteDialog
          accountId={account.id}
          acct={acct}
          note={relationship.note ?? ''}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
