import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { KeyboardHelpDialog } from '../../components/KeyboardHelpDialog';

/** The `?` help, reachable without knowing the key. */
export function KeyboardHelpSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="settings-section" aria-labelledby="settings-keyboard">
      <h2 id="settings-keyboard">
        <Trans>Keyboard shortcuts</Trans>
      </h2>
      <p>
        <Trans>They work when you are not typing in a field.</Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          <Trans>List all shortcuts</Trans>
        </button>
      </div>
      {open && <KeyboardHelpDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
