import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { Link } from '../../components/router';
import { appPaths } from '../../lib/app-paths';
import { useCapabilities } from '../../state/capabilities';
import { useSession } from '../../state/session';
import '../../styles/lists.css';
import { ListMembersDialog } from './ListMembersDialog';
import { ListSettingsDialog } from './ListSettingsDialog';

/** Above a list's timeline: back to all lists, its members, its settings. */
export function ListActions({ list }: { list: mastodon.v1.List | undefined }) {
  const { instance } = useSession();
  const { capabilities } = useCapabilities(instance);
  const [open, setOpen] = useState<'members' | 'settings' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="list-actions">
      <Link to={appPaths.lists()}>
        <Trans>All lists</Trans>
      </Link>
      {list && (
        <>
          <button type="button" className="button" onClick={() => setOpen('members')}>
            <Trans comment="The accounts in a list; button or heading">Members</Trans>
          </button>
          <button type="button" className="button" onClick={() => setOpen('settings')}>
            <Trans>Edit list</Trans>
          </button>
          {open === 'members' && <ListMembersDialog list={list} onClose={close} />}
          {open === 'settings' && (
            <ListSettingsDialog list={list} canEdit={capabilities.listSettings} onClose={close} />
          )}
        </>
      )}
    </div>
  );
}
