import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useId } from 'react';
import { ModalDialog } from './ModalDialog';
import { parseKeySequence, SHORTCUT_GROUPS, SHORTCUTS } from '../lib/keyboard-shortcuts';
import { GROUP_LABELS, SHORTCUT_LABELS } from './keyboard-labels';
import '../styles/keyboard.css';

/** Keys named rather than typed, as the help writes them. */
const KEY_NAMES = {
  Enter: msg({ message: 'Enter', comment: 'Name of the Enter key of the keyboard' }),
} as const;

/** One way to press a shortcut: `g h` reads "g then h". */
function KeySequence({ spec }: { spec: string }) {
  const { i18n } = useLingui();
  const keys = parseKeySequence(spec);
  return (
    <span className="key-sequence">
      {keys.map((key, index) => {
        const named = KEY_NAMES[key as keyof typeof KEY_NAMES];
        return (
          <Fragment key={index}>
            {index > 0 && (
              <span className="key-joiner">
                {' '}
                <Trans comment="Between two keys pressed one after the other, e.g. “g then h”">
                  then
                </Trans>{' '}
              </span>
            )}
            <kbd>{named ? i18n._(named) : key}</kbd>
          </Fragment>
        );
      })}
    </span>
  );
}

/** Every keyboard shortcut, grouped; `?` opens it, Escape closes it. */
export function KeyboardHelpDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <ModalDialog
      className="dialog keyboard-help"
      labelledBy={titleId}
      onCancel={onClose}
      closeOnBackdrop
    >
      <h2 id={titleId}>
        <Trans>Keyboard shortcuts</Trans>
      </h2>
      <p className="keyboard-help-intro">
        <Trans>They work when you are not typing in a field.</Trans>
      </p>
      <div className="keyboard-help-groups">
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`${titleId}-${group}`}>
            <h3 id={`${titleId}-${group}`}>{i18n._(GROUP_LABELS[group])}</h3>
            <dl>
              {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => (
                <div key={shortcut.id} className="keyboard-help-row">
                  <dt>
                    {shortcut.keys.map((spec, index) => (
                      <Fragment key={spec}>
                        {index > 0 && (
                          <span className="key-joiner">
                            {' '}
                            <Trans comment="Between two keys that do the same thing, e.g. “j or ↓”">
                              or
                            </Trans>{' '}
                          </span>
                        )}
                        <KeySequence spec={spec} />
                      </Fragment>
                    ))}
                  </dt>
                  <dd>{i18n._(SHORTCUT_LABELS[shortcut.id])}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          <Trans comment="Button: closes a dialog, a menu or the media viewer">Close</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}
