import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PushAlertType } from '../../lib/notifications/kinds';
import type { PushPolicy, PushUnavailableReason } from '../../lib/web-push';
import type { PushError } from '../../state/push-device';

export const UNAVAILABLE: Record<PushUnavailableReason, MessageDescriptor> = {
  'logged-out': msg`Log in to get push notifications.`,
  insecure: msg`Push notifications need a secure (https) connection to this app.`,
  unsupported: msg`This browser cannot receive push notifications from this app.`,
  denied: msg`Notifications are blocked for this site in your browser's settings. Allow them there to turn push on.`,
  'no-server-key': msg`Your server does not offer push notifications.`,
};

export const FAILURES: Record<PushError['reason'], MessageDescriptor> = {
  denied: msg`Notifications were not allowed, so push notifications stay off.`,
  'push-service': msg`Your browser could not reach its push service, so push notifications cannot be turned on here.`,
  server: msg`Your server refused the push subscription, so push notifications stay off.`,
};

export const ALERT_LABELS: Record<PushAlertType, MessageDescriptor> = {
  mention: msg`Mentions`,
  status: msg`Posts from people whose posts you get notified of`,
  reblog: msg`Boosts of your posts`,
  follow: msg`New followers`,
  follow_request: msg`Follow requests`,
  favourite: msg`Likes of your posts`,
  poll: msg`Ended polls`,
  update: msg`Edits of posts you interacted with`,
  quote: msg`Quotes of your posts`,
};

export const POLICY_LABELS: Record<PushPolicy, MessageDescriptor> = {
  all: msg`Anyone`,
  followed: msg`People you follow`,
  follower: msg`Your followers`,
  none: msg`No one`,
};
