import { visibleNavEntries, type NavEntry } from '../lib/navigation';
import { useCapabilities } from '../state/capabilities';
import { useLiveUnreadCount } from '../state/notifications-unread';
import { useSession } from '../state/session';

/** The navigation entries that work for this session (see visibleNavEntries). */
export function useNavEntries(): { entries: NavEntry[]; isLoggedIn: boolean } {
  const { instance, isLoggedIn } = useSession();
  useLiveUnreadCount();
  const { capabilities, isPending } = useCapabilities(instance);
  return { entries: visibleNavEntries(isLoggedIn, isPending ? null : capabilities), isLoggedIn };
}
