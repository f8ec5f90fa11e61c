import { plural } from '@lingui/core/macro';
import { Link } from '../router';
import { appPaths } from '../../lib/app-paths';
import { filteredCount, type FilteredCount } from '../../lib/notification-policy';
import { useNotificationPolicy } from '../../state/notification-policy';
import { useNotificationRequests } from '../../state/notification-requests';
import '../../styles/requests.css';

function Line({ count }: { count: FilteredCount }) {
  const { people, notifications } = count;
  const text = plural(notifications, {
    one: `# notification from ${plural(people, { one: '# person', other: '# people' })} is filtered`,
    other: `# notifications from ${plural(people, { one: '# person', other: '# people' })} are filtered`,
  });
  return (
    <p className="filtered-line">
      <Link to={appPaths.filteredNotifications()}>{text}</Link>
    </p>
  );
}

/** For servers whose policy has no summary: the pending requests, counted. */
function CountedFromRequests() {
  const requests = useNotificationRequests();
  const items = requests.data?.pages.flatMap((page) => page.items) ?? null;
  const count = filteredCount(null, items);
  return count ? <Line count={count} /> : null;
}

/**
 * How many notifications the server's policy holds back, linking to Filtered notifications, so
 * nothing is hidden unseen. Nothing when none are, or where the server filters none.
 */
export function FilteredNotificationsLine() {
  const policy = useNotificationPolicy();
  if (policy.isPending) return null;
  const summary = policy.data?.summary ?? null;
  if (!summary) return <CountedFromRequests />;
  const count = filteredCount(summary, null);
  return count ? <Line count={count} /> : null;
}
