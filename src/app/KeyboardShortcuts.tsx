import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from '../components/router';
import { keyPressOf, matchShortcut, NO_SEQUENCE, SHORTCUTS } from '../lib/keyboard-shortcuts';
import { feedKeysListen, takePendingKeys } from '../state/app-settled';
import { useComposerDialog } from '../state/composer-dialog';
import { useSession } from '../state/session';
import { KEY_HANDLERS, type KeyContext } from './keyboard-commands';
import { KeyboardHelpDialog } from '../components/KeyboardHelpDialog';
import '../styles/keyboard.css';

/** How long a key's explanation (why it did nothing) stays. */
const NOTICE_MS = 5000;

/** The table's keys minus the feeds' own (j, k), which the app-wide keys leave alone. */
const APP_SHORTCUTS = SHORTCUTS.filter((shortcut) => !shortcut.feed);

/** While a dialog is open, its keys are its own. */
const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * Keys pressed while the keyboard layers loaded are handled as if they came now, once the feed's
 * own keys (loaded at the same time) listen too: their module having loaded is not enough, React
 * may show the component a while later.
 */
function useReplayOfEarlyKeys() {
  useEffect(() => {
    let cancelled = false;
    void import('../components/timeline/FeedKeys')
      .then(() => (cancelled ? undefined : afterTwoFrames()))
      .then(() => (!cancelled && hasFeed() ? feedKeysListen() : undefined))
      .then(() => {
        if (!cancelled) takePendingKeys().forEach(replay);
      });
    return () => void (cancelled = true);
  }, []);
}

/** A feed is shown, whose own keys are on their way (see VirtualFeed). */
const hasFeed = () => document.querySelector('.timeline-feed') !== null;

function afterTwoFrames(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

function replay(event: KeyboardEvent) {
  const target =
    event.target instanceof Node && event.target.isConnected ? event.target : document.body;
  if (event.defaultPrevented) return;
  const { key, code, location, ctrlKey, shiftKey, altKey, metaKey, repeat } = event;
  const init = { key, code, location, ctrlKey, shiftKey, altKey, metaKey, repeat, bubbles: true };
  target.dispatchEvent(new KeyboardEvent('keydown', init));
}

/**
 * The app-wide keyboard shortcuts of `lib/keyboard-shortcuts.ts`, and the help `?` opens. One
 * listener takes every key (react-hotkeys-hook leaves out text fields, inputs and editable
 * content) and matches the key as typed, so shortcuts follow the keyboard layout; sequences (`g h`)
 * are matched here too, so that the `n` of `g n` does not also open the composer.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const composing = useComposerDialog((state) => state.target !== null);
  const openComposer = useComposerDialog((state) => state.open);
  const [helpOpen, setHelpOpen] = useState(false);
  const [notice, setNotice] = useState<'login-required' | null>(null);
  const sequence = useRef(NO_SEQUENCE);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const context: KeyContext = {
    go: (path, focusId) => void navigate(path, focusId ? { state: { focus: focusId } } : undefined),
    isLoggedIn,
    composing,
    openComposer: () => openComposer(),
    openHelp: () => setHelpOpen(true),
    notify: setNotice,
  };

  useHotkeys(
    '*',
    (event) => {
      const press = keyPressOf(event);
      const match = matchShortcut(APP_SHORTCUTS, sequence.current, press, Date.now());
      sequence.current = match.state;
      if (!match.shortcut || match.shortcut.feed) return;
      const handler = KEY_HANDLERS[match.shortcut.id as keyof typeof KEY_HANDLERS];
      if (handler(context, event)) event.preventDefault();
    },
    {
      ignoreEventWhen: (event) =>
        event.defaultPrevented || event.repeat || event.isComposing || dialogOpen(),
    },
  );

  useReplayOfEarlyKeys();

  return (
    <>
      {helpOpen && <KeyboardHelpDialog onClose={() => setHelpOpen(false)} />}
      <div className="floating-notice keyboard-notice" role="status">
        {notice === 'login-required' && (
          <p className="notice">
            <Trans>Login required.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
