import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { isMissingEndpoint } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import type { Shortcut } from '../../lib/shortcuts';
import { useSession } from '../../state/session';
import { useSetting } from '../../state/settings';
import {
  NoCloudShortcutsError,
  PrivateNotesNotOfferedError,
  useExportShortcutsToCloud,
  useImportShortcutsFromCloud,
} from '../../state/shortcuts-cloud';

interface CloudShortcutsProps {
  shortcuts: Shortcut[];
  onImport: (shortcuts: Shortcut[]) => void;
}

function CloudError({ error }: { error: unknown }) {
  if (isMissingEndpoint(error) || error instanceof PrivateNotesNotOfferedError) {
    return (
      <p className="notice" role="alert">
        <Trans>Private notes are not offered on this server.</Trans>
      </p>
    );
  }
  if (error instanceof NoCloudShortcutsError) {
    return (
      <p className="notice" role="alert">
        <Trans>No shortcuts are saved in your private note yet.</Trans>
      </p>
    );
  }
  return <ErrorMessage error={error} fallback={msg`Invalid settings format`} />;
}

/** Shortcuts saved into, and read from, the private note on one's own account. */
export function CloudShortcuts({ shortcuts, onImport }: CloudShortcutsProps) {
  const session = useSession();
  const [enabled, setEnabled] = useSetting('shortcutSettingsCloudImportExport');
  const [viewMode] = useSetting('shortcutsViewMode');
  const exporting = useExportShortcutsToCloud();
  const importing = useImportShortcutsFromCloud((value) => {
    onImport(value.shortcuts);
    session.settings.setState({
      shortcutsViewMode: value.viewMode,
      shortcutsColumnsMode: value.viewMode === 'multi-column',
    });
  });
  const busy = exporting.isPending || importing.isPending;
  return (
    <section className="settings-section" aria-labelledby="shortcuts-cloud">
      <h2 id="shortcuts-cloud">
        <Trans>Import and export through the server</Trans>
      </h2>
      <label className="toggle">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <span>
          <Trans>Import and export shortcuts through the server</Trans>
        </span>
      </label>
      {enabled && (
        <>
          <p className="hint">
            <Trans>
              Shortcuts are kept in the private note on your own profile, between two marked lines;
              the rest of the note stays as it is.
            </Trans>
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                importing.reset();
                exporting.mutate({ shortcuts, viewMode });
              }}
            >
              <Trans>Export to the server</Trans>
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                exporting.reset();
                importing.mutate();
              }}
            >
              <Trans>Import from the server</Trans>
            </button>
          </div>
          <div role="status">
            {exporting.isSuccess && (
              <p className="notice">
                <Trans>Shortcuts saved to your private note.</Trans>
              </p>
            )}
            {importing.isSuccess && (
              <p className="notice">
                <Trans>Shortcuts imported from your private note.</Trans>
              </p>
            )}
          </div>
          {exporting.isError && <CloudError error={exporting.error} />}
          {importing.isError && <CloudError error={importing.error} />}
        </>
      )}
    </section>
  );
}
