import { Trans } from '@lingui/react/macro';

/** Says a new version is ready; Reload lets it take over (the person chooses when). */
export function UpdatePrompt({
  waiting,
  onReload,
  onDismiss,
}: {
  waiting: boolean;
  onReload: () => void;
  onDismiss: () => void;
}) {
  if (!waiting) return null;
  return (
    <div className="notice app-update" role="status">
      <p>
        <Trans>A new version is available.</Trans>
      </p>
      <button type="button" className="button button-primary" onClick={onReload}>
        <Trans comment="Button: reloads the page to use the new version of the app">Reload</Trans>
      </button>{' '}
      <button type="button" className="button" onClick={onDismiss}>
        <Trans comment="Button: postpones using the new version of the app">Later</Trans>
      </button>
    </div>
  );
}
