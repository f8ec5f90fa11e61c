import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { exportSettings, importSettings } from '../../lib/settings';
import { useReplaceSettings, useSettings } from '../../state/settings';
import { downloadTextFile } from './download';

const SETTINGS_FILE_NAME = 'petrel-settings.json';

/** Export the current settings to a JSON file, or import them from one. */
export function SettingsTransfer() {
  const settings = useSettings();
  const replaceSettings = useReplaceSettings();
  const [result, setResult] = useState<{ error: unknown } | 'imported' | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      // Parsed completely before anything is replaced: a bad file changes nothing.
      replaceSettings(importSettings(await file.text()));
      setResult('imported');
    } catch (error) {
      setResult({ error });
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-transfer">
      <h2 id="settings-transfer">
        <Trans>Import and export</Trans>
      </h2>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => downloadTextFile(SETTINGS_FILE_NAME, exportSettings(settings))}
        >
          <Trans>Export settings</Trans>
        </button>
        <label className="button file-button">
          <Trans>Import settings</Trans>
          <input
            className="visually-hidden"
            type="file"
            accept="application/json,.json"
            onChange={(event) => void onFile(event)}
          />
        </label>
      </div>
      {result === 'imported' && (
        <p className="notice" role="status">
          <Trans>Settings imported.</Trans>
        </p>
      )}
      {result !== null && result !== 'imported' && (
        <ErrorMessage error={result.error} fallback={msg`Invalid settings format`} />
      )}
    </section>
  );
}
