import type { TimelineDescriptor } from '../lib/timeline-descriptor';
import type { NotificationsView } from '../lib/notifications/view';

/** Every query key Petrel uses, from one place, so reads and invalidations agree. */
export const queryKeys = {
  instance: (host: string) => ['instance', host.toLowerCase()] as const,
  nodeInfo: (host: string) => ['nodeinfo', host.toLowerCase()] as const,
  /** A search of the build's GIF service (not an instance's). */
  gifSearch: (query: string) => ['gif-search', query] as const,
  /** Whether an instance takes sign-ups, and its rules. */
  signUpInfo: (host: string) => ['sign-up-info', host.toLowerCase()] as const,
  currentAccount: (instance: string, accountId: string) =>
    ['current-account', instance, accountId] as const,
  preferences: (instance: string, accountId: string) =>
    ['preferences', instance, accountId] as const,
  timelines: () => ['timeline'] as const,
  timeline: (instance: string, descriptor: TimelineDescriptor) =>
    ['timeline', instance, descriptor] as const,
  statuses: () => ['status'] as const,
  status: (instance: string, id: string) => ['status', instance.toLowerCase(), id] as const,
  accountFilters: (instance: string, accountId: string) =>
    ['filters', instance.toLowerCase(), accountId] as const,
  threadNumber: (instance: string, id: string) =>
    ['thread-number', instance.toLowerCase(), id] as const,
  unfurl: (instance: string, url: string) => ['unfurl', instance.toLowerCase(), url] as const,
  statusContext: (instance: string, id: string) =>
    ['status-context', instance.toLowerCase(), id] as const,
  statusHistory: (instance: string, id: string) =>
    ['status-history', instance.toLowerCase(), id] as const,
  /** A post's translation into a language (from its server or a translation instance). */
  statusTranslation: (instance: string, id: string, language: string) =>
    ['status-translation', instance.toLowerCase(), id, language] as const,
  statusQuotes: (instance: string, id: string) =>
    ['status-quotes', instance.toLowerCase(), id] as const,
  /** The accounts that liked or boosted a post. */
  statusAccounts: (instance: string, id: string, kind: 'favourited_by' | 'reblogged_by') =>
    ['status-accounts', instance.toLowerCase(), id, kind] as const,
  instanceRules: (instance: string) => ['instance-rules', instance.toLowerCase()] as const,
  account: (instance: string, id: string) => ['account', instance.toLowerCase(), id] as const,
  accountLookup: (instance: string, acct: string) =>
    ['account-lookup', instance.toLowerCase(), acct.toLowerCase()] as const,
  /** Every cached relationship of the instance's accounts. */
  relationships: (instance: string) => ['relationship', instance.toLowerCase()] as const,
  accountLookups: (instance: string) => ['account-lookup', instance.toLowerCase()] as const,
  relationship: (instance: string, id: string) =>
    ['relationship', instance.toLowerCase(), id] as const,
  /** The session's account's blocked accounts, muted accounts and blocked domains. */
  blockedAccounts: (instance: string) => ['blocked-accounts', instance.toLowerCase()] as const,
  mutedAccounts: (instance: string) => ['muted-accounts', instance.toLowerCase()] as const,
  /** Whether each listed mute hides notifications too (only relationships say). */
  mutedRelationships: (instance: string, ids: readonly string[]) =>
    ['muted-accounts', instance.toLowerCase(), 'relationships', ...ids] as const,
  domainBlocks: (instance: string) => ['domain-blocks', instance.toLowerCase()] as const,
  accountFollows: (instance: string, id: string, direction: 'followers' | 'following') =>
    ['account-follows', instance.toLowerCase(), id, direction] as const,
  search: (instance: string, q: string, type: string, resolve: boolean) =>
    ['search', instance.toLowerCase(), q, type, resolve] as const,
  /** One type's search results, page after page. */
  searchPages: (instance: string, q: string, type: string) =>
    ['search-pages', instance.toLowerCase(), q, type] as const,
  lists: (instance: string) => ['lists', instance.toLowerCase()] as const,
  list: (instance: string, id: string) => ['lists', instance.toLowerCase(), id] as const,
  followedTags: (instance: string) => ['followed-tags', instance.toLowerCase()] as const,
  /** A list's members (under the list's own key, so a list's invalidation reaches them). */
  listMembers: (instance: string, id: string) =>
    ['lists', instance.toLowerCase(), id, 'members'] as const,
  /** The session's lists that hold an account. */
  accountLists: (instance: string, accountId: string) =>
    ['lists', instance.toLowerCase(), 'holding', accountId] as const,
  /** Accounts the session's account follows, found by a search for list members. */
  followingSearch: (instance: string, q: string) =>
    ['following-search', instance.toLowerCase(), q.toLowerCase()] as const,
  /** An account's featured hashtags (shown on its profile). */
  featuredTags: (instance: string, accountId: string) =>
    ['featured-tags', instance.toLowerCase(), accountId] as const,
  featuredTagSuggestions: (instance: string) =>
    ['featured-tags', instance.toLowerCase(), 'suggestions'] as const,
  trends: (instance: string, kind: 'tags' | 'links') =>
    ['trends', instance.toLowerCase(), kind] as const,
  allNotifications: () => ['notifications'] as const,
  /** The account's notifications: which API, which tab, which hidden types or one account's. */
  notifications: (instance: string, accountId: string, view: NotificationsView) =>
    ['notifications', instance.toLowerCase(), accountId, view] as const,
  notificationsMarker: (instance: string, accountId: string) =>
    ['notifications-marker', instance.toLowerCase(), accountId] as const,
  notificationsUnread: (instance: string, accountId: string) =>
    ['notifications-unread', instance.toLowerCase(), accountId] as const,
  /** Every account of a notification group the server made (API v2). */
  notificationGroupAccounts: (instance: string, groupKey: string) =>
    ['notification-group-accounts', instance.toLowerCase(), groupKey] as const,
  notificationRequest: (instance: string, id: string) =>
    ['notification-request', instance.toLowerCase(), id] as const,
  homeMarker: (instance: string, accountId: string) =>
    ['home-marker', instance.toLowerCase(), accountId] as const,
  /** This device's drafts of an account (IndexedDB, not the server). */
  drafts: (scopeKey: string) => ['drafts', scopeKey] as const,
  /** This device's kept catch-ups of an account (IndexedDB), without their posts. */
  catchups: (instance: string, scopeKey: string) =>
    ['catchups', instance.toLowerCase(), scopeKey] as const,
  /** One kept catch-up with its posts. */
  catchup: (instance: string, scopeKey: string, id: string) =>
    ['catchup', instance.toLowerCase(), scopeKey, id] as const,
  /** The session's account's scheduled posts (it has one account per instance). */
  scheduledStatuses: (instance: string) => ['scheduled-statuses', instance.toLowerCase()] as const,
  /** A scheduled post made ready to open in the composer. */
  scheduledDraft: (instance: string, id: string) =>
    ['scheduled-statuses', instance.toLowerCase(), id, 'draft'] as const,
  tag: (instance: string, name: string) =>
    ['tag', instance.toLowerCase(), name.toLowerCase()] as const,
  /** The composer's suggestions for what is being typed (accounts or hashtags). */
  autocomplete: (instance: string, kind: 'accounts' | 'hashtags', q: string) =>
    ['autocomplete', instance.toLowerCase(), kind, q.toLowerCase()] as const,
  customEmojis: (instance: string) => ['custom-emojis', instance.toLowerCase()] as const,
  /** Accounts asking to follow the session's account. */
  followRequests: (instance: string) => ['follow-requests', instance.toLowerCase()] as const,
  /** Filtered notifications, grouped by sender (notification requests). */
  notificationRequests: (instance: string) =>
    ['notification-requests', instance.toLowerCase()] as const,
  /** The notification policy, v2 or v1, in one shape (lib/notification-policy.ts). */
  notificationPolicy: (instance: string) =>
    ['notification-policy', instance.toLowerCase()] as const,
  /** Everything about web push (the device's push account and the server subscriptions). */
  push: () => ['push-subscription'] as const,
  /** The account push is on for on this device. */
  pushAccount: () => ['push-subscription', 'this-device'] as const,
  /** The server's web push subscription of an account's token (null: none). */
  pushSubscription: (instance: string, accountId: string) =>
    ['push-subscription', instance.toLowerCase(), accountId] as const,
};
