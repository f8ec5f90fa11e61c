import { useShownInstance } from '../components/use-route-instance';
import { appPaths } from '../lib/app-paths';
import type { Capabilities } from '../lib/capabilities';
import { visibleNavEntries, type NavEntry } from '../lib/navigation';
import { useCurrentAccount } from '../state/accounts';
import { useCapabilities } from '../state/capabilities';
import { useLiveUnreadCount } from '../state/notifications-unread';
import { useSession } from '../state/session';

/** The logged-in account's own profile, or undefined logged out. */
export function useOwnProfilePath(): string | undefined {
  const current = useCurrentAccount();
  return current ? appPaths.account(current.instanceURL, current.info.id) : undefined;
}

/**
 * The navigation entries that work for this session (see visibleNavEntries): logged out, those of
 * the instance shown.
 */
export function useNavEntries(): {
  entries: NavEntry[];
  isLoggedIn: boolean;
  /** What the server offers, null while not known. */
  capabilities: Capabilities | null;
} {
  const { isLoggedIn } = useSession();
  const shown = useShownInstance();
  const profilePath = useOwnProfilePath();
  useLiveUnreadCount();
  const { capabilities, isPending } = useCapabilities(shown.instance);
  const known = isPending ? null : capabilities;
  return {
    entries: visibleNavEntries(
      isLoggedIn,
      known,
      shown.other ? shown.instance : undefined,
      isLoggedIn ? profilePath : undefined,
    ),
    isLoggedIn,
    capabilities: known,
  };
}
