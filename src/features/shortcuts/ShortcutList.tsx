import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/router';
import { useShortcutLabel } from '../../components/shortcuts/use-shortcut-label';
import {
  moveShortcut,
  removeShortcut,
  shortcutKey,
  shortcutPath,
  type Shortcut,
} from '../../lib/shortcuts';
import { useSession } from '../../state/session';

interface ShortcutListProps {
  shortcuts: Shortcut[];
  onChange: (next: Shortcut[]) => void;
}

/** After a move the same button, now on the moved row, keeps focus (where it still can move). */
function focusLater(id: string, fallbackId: string) {
  requestAnimationFrame(() => {
    const button = document.getElementById(id) as HTMLButtonElement | null;
    const target = button && !button.disabled ? button : document.getElementById(fallbackId);
    target?.focus();
  });
}

export function ShortcutList({ shortcuts, onChange }: ShortcutListProps) {
  const { t } = useLingui();
  const label = useShortcutLabel();
  const { instance, account } = useSession();
  const own = { instance, accountId: account?.info.id };
  if (shortcuts.length === 0) {
    return (
      <p className="empty">
        <Trans>No shortcuts yet. Add one below.</Trans>
      </p>
    );
  }
  const move = (index: number, step: number) => {
    const key = shortcutKey(shortcuts[index]);
    onChange(moveShortcut(shortcuts, index, step));
    const direction = step < 0 ? 'up' : 'down';
    focusLater(`shortcut-${direction}-${key}`, `shortcut-${step < 0 ? 'down' : 'up'}-${key}`);
  };
  return (
    <ol className="shortcut-list" aria-label={t`Your shortcuts`}>
      {shortcuts.map((shortcut, index) => {
        const key = shortcutKey(shortcut);
        const name = label(shortcut);
        return (
          <li key={key} className="shortcut-row">
            <Link to={shortcutPath(shortcut, own)} className="shortcut-name">
              {name}
            </Link>
            <div className="button-row">
              <button
                id={`shortcut-up-${key}`}
                type="button"
                className="button"
                disabled={index === 0}
                aria-label={t`Move ${name} up`}
                onClick={() => move(index, -1)}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                id={`shortcut-down-${key}`}
                type="button"
                className="button"
                disabled={index === shortcuts.length - 1}
                aria-label={t`Move ${name} down`}
                onClick={() => move(index, 1)}
              >
                <span aria-hidden="true">↓</span>
              </button>
              <button
                type="button"
                className="button"
                aria-label={t`Remove ${name}`}
                onClick={() => onChange(removeShortcut(shortcuts, index))}
              >
                <Trans>Remove</Trans>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
