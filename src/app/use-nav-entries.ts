import { useShownInstance } from '../components/use-route-instance';
import { appPaths } from '../lib/app-paths';
import { sidebarNavEntries, visibleNavEntries, type NavEntry } from '../lib/navigation';
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
 * the instance shown. `holdPlaces`: with the places of those still awaited (see sidebarNavEntries).
 */
export function useNavEntries({ holdPlaces = false } = {}): {
  entries: NavEntry[];
  isLoggedIn: boolean;
} {
  const { isLoggedIn } = useSession();
  const shown = useShownInstance();
  const profilePath = useOwnProfilePath();
  useLiveUnreadCount();
  const { capabilities, isPending } = useCapabilities(shown.instance);
  const known = isPending ? null : capabilities;
  return {
    entries: (holdPlaces ? sidebarNavEntries : visibleNavEntries)(
      isLoggedIn,
      known,
      shown.other ? shown.instance : undefined,
      isLoggedIn ? profilePath : undefined,
    ),
    isLoggedIn,
  };
}
