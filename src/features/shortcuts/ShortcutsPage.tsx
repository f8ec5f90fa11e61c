import { Trans, useLingui } from '@lingui/react/macro';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { MAX_SHORTCUTS } from '../../lib/shortcuts';
import { useSession } from '../../state/session';
import { useShortcuts } from '../../state/shortcuts';
import '../../styles/shortcuts.css';
import { AddShortcutForm } from './AddShortcutForm';
import { CloudShortcuts } from './CloudShortcuts';
import { ShortcutList } from './ShortcutList';
import { ViewModeChoice } from './ViewModeChoice';

/** `/shortcuts`: the account's shortcuts, how they are shown, and their copy on the server. */
export function ShortcutsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const [shortcuts, setShortcuts] = useShortcuts();
  if (!isLoggedIn) {
    return (
      <Page title={t`Shortcuts`}>
        <LoginRequired />
      </Page>
    );
  }
  const count = shortcuts.length;
  return (
    <Page title={t`Shortcuts`}>
      <p className="hint">
        <Trans>
          {count} of at most {MAX_SHORTCUTS} shortcuts. They belong to this account and are stored
          on this device.
        </Trans>
      </p>
      <ShortcutList shortcuts={shortcuts} onChange={setShortcuts} />
      <AddShortcutForm shortcuts={shortcuts} onChange={setShortcuts} />
      <ViewModeChoice />
      <CloudShortcuts shortcuts={shortcuts} onImport={setShortcuts} />
    </Page>
  );
}
