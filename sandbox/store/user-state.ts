import type { Store } from './store';
import type { Edge } from './types';

export type MarkerTimeline = 'home' | 'notifications';
export type PolicyValue = 'accept' | 'filter' | 'drop';

export interface MarkerRecord {
  lastReadId: string;
  version: number;
  updatedAt: number;
}

export interface NotificationPolicyRecord {
  forNotFollowing: PolicyValue;
  forNotFollowers: PolicyValue;
  forNewAccounts: PolicyValue;
  forPrivateMentions: PolicyValue;
  forLimitedAccounts: PolicyValue;
}

/** Filtered notifications from one sender, waiting for the recipient to accept or dismiss them. */
export interface NotificationRequestRecord {
  id: string;
  accountId: string;
  fromAccountId: string;
  notificationIds: string[];
  createdAt: number;
  updatedAt: number;
}

export interface AnnouncementRecord {
  id: string;
  text: string;
  publishedAt: number;
  updatedAt: number;
  startsAt: number | null;
  endsAt: number | null;
  allDay: boolean;
  /** reaction name -> account ids, in the order reactions were first added */
  reactions: Map<string, Set<string>>;
  readBy: Set<string>;
}

/**
 * Per-user state of the inbox-like route families (markers, notification requests, domain blocks, announcements,
 * conversations). It hangs off the Store instance so a reset, which replaces the store, starts it afresh.
 */
export interface UserState {
  markers: Map<string, Map<MarkerTimeline, MarkerRecord>>;
  /** account id -> blocked domain -> edge (its id paginates the listing) */
  domainBlocks: Map<string, Map<string, Edge>>;
  notificationPolicies: Map<string, NotificationPolicyRecord>;
  filteredNotificationIds: Set<string>;
  notificationRequests: Map<string, NotificationRequestRecord>;
  /** recipient id -> senders whose requests were accepted (their notifications are no longer filtered) */
  acceptedSenders: Map<string, Set<string>>;
  announcements: AnnouncementRecord[];
  /** account id -> conversation id -> id of the last status read */
  conversationReads: Map<string, Map<string, string>>;
  /** account id -> conversation id -> last status id when the conversation was removed */
  conversationRemovals: Map<string, Map<string, string>>;
}

const states = new WeakMap<Store, UserState>();

export function userState(store: Store): UserState {
  let state = states.get(store);
  if (!state) {
    state = {
      markers: new Map(),
      domainBlocks: new Map(),
      notificationPolicies: new Map(),
      filteredNotificationIds: new Set(),
      notificationRequests: new Map(),
      acceptedSenders: new Map(),
      announcements: [],
      conversationReads: new Map(),
      conversationRemovals: new Map(),
    };
    states.set(store, state);
  }
  return state;
}

/** Mastodon's defaults since 4.3: only private mentions from strangers (and limited accounts) are filtered. */
export const DEFAULT_NOTIFICATION_POLICY: NotificationPolicyRecord = {
  forNotFollowing: 'accept',
  forNotFollowers: 'accept',
  forNewAccounts: 'accept',
  forPrivateMentions: 'filter',
  forLimitedAccounts: 'filter',
};

export function notificationPolicyOf(store: Store, accountId: string): NotificationPolicyRecord {
  return userState(store).notificationPolicies.get(accountId) ?? DEFAULT_NOTIFICATION_POLICY;
}

export function isDomainBlocked(store: Store, viewerId: string | null, domain: string | null) {
  if (!viewerId || !domain) return false;
  return userState(store).domainBlocks.get(viewerId)?.has(domain.toLowerCase()) ?? false;
}
