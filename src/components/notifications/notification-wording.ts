import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { notificationKind } from '../../lib/notifications/kinds';
import type { NotificationGroup } from '../../lib/notifications/model';

type Wording = (name: string, others: number, group: NotificationGroup) => MessageDescriptor;

/** What each type of notification says; `others` is how many more accounts did the same. */
const WORDINGS: Record<ReturnType<typeof notificationKind>, Wording> = {
  mention: (name) => msg`${name} mentioned you`,
  status: (name) => msg`${name} posted`,
  reblog: (name, others) =>
    others === 0
      ? msg`${name} boosted your post`
      : msg`${name} and ${plural(others, { one: '# other', other: '# others' })} boosted your post`,
  follow: (name, others) =>
    others === 0
      ? msg`${name} followed you`
      : msg`${name} and ${plural(others, { one: '# other', other: '# others' })} followed you`,
  follow_request: (name) => msg`${name} requested to follow you`,
  favourite: (name, others) =>
    others === 0
      ? msg`${name} liked your post`
      : msg`${name} and ${plural(others, { one: '# other', other: '# others' })} liked your post`,
  poll: () => msg`A poll you voted in or created has ended`,
  update: (name) => msg`${name} edited a post you interacted with`,
  quote: (name) => msg`${name} quoted your post`,
  quoted_update: (name) => msg`${name} edited a post you quoted`,
  'admin.sign_up': (name, others) =>
    others === 0
      ? msg`${name} signed up`
      : msg`${name} and ${plural(others, { one: '# other', other: '# others' })} signed up`,
  'admin.report': (name, _others, group) => {
    const target = group.report?.targetAccount?.acct ?? '';
    return target ? msg`${name} reported ${target}` : msg`${name} filed a report`;
  },
  severed_relationships: (_name, _others, group) => {
    const server = group.event?.targetName ?? '';
    return server
      ? msg`Some of your follow relationships with ${server} were removed`
      : msg`Some of your follow relationships were removed`;
  },
  moderation_warning: () => msg`You have received a moderation warning`,
  unknown: (name) => (name ? msg`${name} sent a notification` : msg`You have a notification`),
};

/** The name a row leads with: the newest account's display name, or its handle. */
export function leadName(group: NotificationGroup): string {
  const account = group.accounts[0];
  if (!account) return '';
  return account.displayName.trim() || account.username || account.acct;
}

/** The sentence of a notification row, e.g. "Erin and 4 others liked your post". */
export function notificationWording(group: NotificationGroup): MessageDescriptor {
  const others = Math.max(0, group.count - 1, group.accounts.length - 1);
  const kind = notificationKind(group.type);
  const byOnePerson = kind === 'mention' || kind === 'status' || kind === 'update';
  return WORDINGS[kind](leadName(group), byOnePerson ? 0 : others, group);
}
