import { shortcutKey, shortcutPath } from '../../lib/shortcuts';
import { useShortcutLabel } from '../../components/shortcuts/use-shortcut-label';
import { useSession } from '../../state/session';
import { useShortcuts } from '../../state/shortcuts';

export interface ShortcutLink {
  key: string;
  to: string;
  label: string;
}

/** The account's shortcuts as links: where each leads and its name. */
export function useShortcutLinks(): ShortcutLink[] {
  const [shortcuts] = useShortcuts();
  const label = useShortcutLabel();
  const { instance, account } = useSession();
  const own = { instance, accountId: account?.info.id };
  return shortcuts.map((shortcut) => ({
    key: shortcutKey(shortcut),
    to: shortcutPath(shortcut, own),
    label: label(shortcut),
  }));
}
