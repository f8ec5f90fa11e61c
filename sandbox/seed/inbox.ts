import type { SandboxContext } from '../context';
import { createStatus } from '../domain/statuses';
import type { AccountRecord } from '../store/types';
import { userState, type MarkerRecord, type MarkerTimeline } from '../store/user-state';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function strangerAccount(
  ctx: SandboxContext,
  username: string,
  domain: string,
  displayName: string,
  note: string,
  ageDays: number,
): AccountRecord {
  const createdAt = ctx.store.epoch - ageDays * DAY;
  const key = `${username}@${domain}`;
  const account: AccountRecord = {
    id: ctx.store.newId(createdAt),
    username,
    domain,
    displayName,
    note: `<p>${note}</p>`,
    email: null,
    password: null,
    createdAt,
    locked: false,
    bot: false,
    group: false,
    discoverable: true,
    fields: [],
    avatarKey: key,
    headerKey: key,
    lastStatusAt: null,
    defaultVisibility: 'public',
    defaultSensitive: false,
    defaultLanguage: 'en',
  };
  ctx.store.addAccount(account);
  return account;
}

/**
 * Alice's inbox: private mentions from strangers that her notification policy files as notification requests,
 * instance announcements, and read markers part-way through her home timeline and notifications.
 */
export function seedInbox(ctx: SandboxContext, alice: AccountRecord): void {
  const { store } = ctx;
  const recent = store.epoch - 5 * HOUR;
  const newcomer = strangerAccount(
    ctx,
    'newcomer',
    'fresh.example',
    'New Comer',
    'Just joined, saying hi to everyone.',
    3,
  );
  const seller = strangerAccount(
    ctx,
    'dealsbot',
    'promo.example',
    'Daily Deals',
    'Unbeatable offers every day.',
    12,
  );
  const privateMentions: [AccountRecord, string][] = [
    [newcomer, 'Hi! I am new here, do you know good accounts about birds?'],
    [newcomer, 'Sorry to bother you again: is the harbour walk open this weekend?'],
    [seller, 'Limited offer on binoculars, reply to claim your discount!'],
  ];
  privateMentions.forEach(([author, text], index) =>
    createStatus(ctx, {
      accountId: author.id,
      text: `@alice ${text}`,
      visibility: 'direct',
      createdAt: recent + index * 20 * 60_000,
    }),
  );

  const state = userState(store);
  const announcement = (
    text: string,
    publishedAt: number,
    extra: { startsAt?: number; endsAt?: number; allDay?: boolean } = {},
  ) => {
    const reactions = new Map<string, Set<string>>();
    state.announcements.push({
      id: String(state.announcements.length + 1),
      text,
      publishedAt,
      updatedAt: publishedAt,
      startsAt: extra.startsAt ?? null,
      endsAt: extra.endsAt ?? null,
      allDay: extra.allDay ?? false,
      reactions,
      readBy: new Set(),
    });
    return reactions;
  };
  const locals = [...store.accounts.values()].filter((account) => account.domain === null);
  const welcome = announcement(
    'Welcome to the Petrel sandbox! Say hello with #SandboxLife :petrel:',
    store.epoch - 10 * DAY,
  );
  welcome.set('👍', new Set(locals.slice(1, 6).map((account) => account.id)));
  welcome.set('petrel', new Set(locals.slice(2, 4).map((account) => account.id)));
  announcement(
    'Maintenance window: the harbour webcam will be offline for a day.',
    store.epoch - DAY,
    {
      startsAt: store.epoch + DAY,
      endsAt: store.epoch + 2 * DAY,
      allDay: true,
    },
  );

  const home = store.statusIdsByAccount.get(alice.id) ?? [];
  const notifications = store.notifications.get(alice.id) ?? [];
  const markers = new Map<MarkerTimeline, MarkerRecord>();
  const lastHome = home[Math.max(0, home.length - 3)];
  if (lastHome)
    markers.set('home', { lastReadId: lastHome, version: 3, updatedAt: store.epoch - HOUR });
  const lastNotification = notifications[Math.max(0, notifications.length - 6)];
  if (lastNotification)
    markers.set('notifications', {
      lastReadId: lastNotification.id,
      version: 7,
      updatedAt: store.epoch - HOUR,
    });
  state.markers.set(alice.id, markers);
}
