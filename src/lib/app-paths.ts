import { composeTargetSearch, type ComposeTarget } from './compose/compose-target';

/** Builders for the app's own hash-route paths, shared by every screen that links elsewhere. */
export const appPaths = {
  home: () => '/',
  login: (instance?: string) =>
    instance ? `/login?instance=${encodeURIComponent(instance)}` : '/login',
  /** Sign-up, on `instance` when given (else the session's). */
  signup: (instance?: string) =>
    instance ? `/signup?instance=${encodeURIComponent(instance)}` : '/signup',
  local: () => '/l',
  federated: () => '/p',
  settings: () => '/settings',
  drafts: () => '/drafts',
  scheduled: () => '/scheduled-posts',
  /**
   * A catch-up of Home's stretch above the entry `id` (where the reader stopped, posted at
   * `since` ms), opened from Home: it offers the way back there.
   */
  catchupFrom: (id: string, since: number) =>
    `/catchup?after=${encodeURIComponent(id)}&since=${Math.round(since)}`,
  /** The composer; with a post id, a reply to that post of the session's instance. */
  compose: (target: string | ComposeTarget = {}) =>
    `/compose${composeTargetSearch(typeof target === 'string' ? { replyTo: target } : target)}`,
  /** A post on a given instance: `/{instance}/s/{statusId}`. */
  status: (instance: string, id: string) => `/${instance}/s/${encodeURIComponent(id)}`,
  account: (instance: string, id: string) => `/${instance}/a/${encodeURIComponent(id)}`,
  /** A profile by handle (`@user` or `@user@domain`), looked up on the instance. */
  accountByHandle: (instance: string, acct: string) =>
    `/${instance}/a/@${encodeURIComponent(acct.replace(/^@/, '')).replace('%40', '@')}`,
  followers: (instance: string, id: string) => `/${instance}/a/${encodeURIComponent(id)}/followers`,
  following: (instance: string, id: string) => `/${instance}/a/${encodeURIComponent(id)}/following`,
  statusHistory: (instance: string, id: string) =>
    `/${instance}/s/${encodeURIComponent(id)}/history`,
  statusQuotes: (instance: string, id: string) => `/${instance}/s/${encodeURIComponent(id)}/quotes`,
  statusLikedBy: (instance: string, id: string) =>
    `/${instance}/s/${encodeURIComponent(id)}/liked-by`,
  statusBoostedBy: (instance: string, id: string) =>
    `/${instance}/s/${encodeURIComponent(id)}/boosted-by`,
  search: (q?: string, type?: string) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (type) params.set('type', type);
    const query = params.toString();
    return query ? `/search?${query}` : '/search';
  },
  notifications: () => '/notifications',
  mentions: () => '/mentions',
  followRequests: () => '/follow-requests',
  /** Filtered notifications: the pending notification requests and the policy. */
  filteredNotifications: () => '/notifications/requests',
  /** One notification request's notifications. */
  notificationRequest: (id: string) => `/notifications/requests/${encodeURIComponent(id)}`,
  lists: () => '/lists',
  list: (id: string) => `/lists/${encodeURIComponent(id)}`,
  followedHashtags: () => '/followed-hashtags',
  trending: () => '/trending',
  /** A hashtag's timeline on an instance. */
  hashtag: (instance: string, tag: string) =>
    `/${instance}/t/${encodeURIComponent(tag.replace(/^#/, ''))}`,
  editProfile: () => '/profile/edit',
  blocked: () => '/blocked',
  muted: () => '/muted',
};
