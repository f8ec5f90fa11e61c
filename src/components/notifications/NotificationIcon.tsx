import { notificationIcon, type NotificationIcon as IconName } from '../../lib/notifications/kinds';

// Simple stroke icons (24×24), decorative: the row's sentence says what happened.
const PATHS: Record<IconName, string> = {
  mention: 'M16 12a4 4 0 10-1.2 2.8M16 8v5a2.5 2.5 0 005 0v-1a9 9 0 10-3.5 7.1',
  post: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  boost: 'M7 7h10v3l4-4-4-4v3H5v6h2V7zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4z',
  follow: 'M15 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9 10a3 3 0 100-6 3 3 0 000 6zM19 8v6M16 11h6',
  'follow-request':
    'M15 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9 10a3 3 0 100-6 3 3 0 000 6zM17 9h5M17 13h5',
  like: 'M12 21s-7.5-4.6-9.6-9.4C.9 8 3.3 4.5 6.8 4.5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.9 3.5 4.4 7.1C19.5 16.4 12 21 12 21z',
  poll: 'M5 20V10M12 20V4M19 20v-7',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4',
  quote: 'M7 7h4v4c0 3-2 5-4 6M14 7h4v4c0 3-2 5-4 6',
  'sign-up': 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21v-1a6 6 0 0112 0v1M19 8v6M16 11h6',
  report: 'M5 21V4h11l-1 4 4 4H5',
  severed: 'M9 15l6-6M7 11l-2 2a3 3 0 004 4l2-2M17 13l2-2a3 3 0 00-4-4l-2 2',
  warning: 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01',
  generic: 'M6 8a6 6 0 1112 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 004 0',
};

/** The icon of a notification type (a bell for types this client does not know). */
export function NotificationIcon({ type }: { type: string }) {
  const name = notificationIcon(type);
  return (
    <svg
      className={`icon notification-icon notification-icon-${name}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
