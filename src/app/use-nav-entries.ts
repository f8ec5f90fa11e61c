import { useShownInstance } from '../components/use-route-instance';
import { visibleNavEntries, type NavEntry } from '../lib/navigation';
import { useCapabilities } from '../state/capabilities';
import { useLiveUnreadCount } from '../state/notifications-unread';
import { useSession } from '../state/session';

/**
 * The navigation entries that work for this session (see visibleNavEntries): logged out, those of
 * the instance shown.
 */
export function useNavEntries(): { entries: NavEntry[]; isLoggedIn: boolean } {
  const { isLoggedIn } = useSession();
  const shown = useShownInstance();
  useLiveUnreadCount();
  const { capabilities, isPending } = useCapabilities(shown.instance);
  const known = isPending ? null : capabilities;
  return {
    entries: visibleNavEntries(isLoggedIn, known, shown.other ? shown.instance : undefined),
    isLoggedIn,
  };
}
