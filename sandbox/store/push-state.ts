import type { Store } from './store';

/** Alert types a push subscription can ask for (Mastodon 4.5's notification types). */
export const PUSH_ALERT_TYPES = [
  'mention',
  'status',
  'reblog',
  'follow',
  'follow_request',
  'favourite',
  'poll',
  'update',
  'quote',
  'quoted_update',
  'admin.sign_up',
  'admin.report',
] as const;
export type PushAlertType = (typeof PUSH_ALERT_TYPES)[number];

export const PUSH_POLICIES = ['all', 'followed', 'follower', 'none'] as const;
export type PushPolicy = (typeof PUSH_POLICIES)[number];

/** A Web Push subscription; Mastodon keeps one per access token. */
export interface PushSubscriptionRecord {
  id: string;
  /** The access token it belongs to (sent in the payload, as Mastodon does). */
  token: string;
  accountId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** RFC 8030/8291/8292 (aes128gcm); false: the legacy drafts (aesgcm). */
  standard: boolean;
  alerts: Record<PushAlertType, boolean>;
  policy: PushPolicy;
  createdAt: number;
}

interface PushState {
  /** access token -> its subscription */
  byToken: Map<string, PushSubscriptionRecord>;
  nextId: number;
}

const states = new WeakMap<Store, PushState>();

/** Push subscriptions hang off the Store, so a reset (which replaces it) forgets them. */
export function pushState(store: Store): PushState {
  let state = states.get(store);
  if (!state) {
    state = { byToken: new Map(), nextId: 1 };
    states.set(store, state);
  }
  return state;
}
