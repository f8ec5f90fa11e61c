import {
  AtSign,
  Bell,
  FileText,
  Flag,
  Heart,
  Pencil,
  Quote,
  Repeat2,
  TriangleAlert,
  Unlink,
  UserPlus,
  UserRoundPlus,
  ChartBar,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { notificationIcon, type NotificationIcon as IconName } from '../../lib/notifications/kinds';

// Decorative: the row's sentence says what happened.
const ICONS: Record<IconName, LucideIcon> = {
  mention: AtSign,
  post: FileText,
  boost: Repeat2,
  follow: UserPlus,
  'follow-request': UserCheck,
  like: Heart,
  poll: ChartBar,
  edit: Pencil,
  quote: Quote,
  'sign-up': UserRoundPlus,
  report: Flag,
  severed: Unlink,
  warning: TriangleAlert,
  generic: Bell,
};

/** The icon of a notification type (a bell for types this client does not know). */
export function NotificationIcon({ type }: { type: string }) {
  const name = notificationIcon(type);
  const Component = ICONS[name];
  return (
    <Component
      className={`icon notification-icon notification-icon-${name}`}
      aria-hidden="true"
      focusable="false"
    />
  );
}
