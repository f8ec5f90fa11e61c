export type NotificationIcon =
  | 'mention'
  | 'post'
  | 'boost'
  | 'follow'
  | 'follow-request'
  | 'like'
  | 'poll'
  | 'edit'
  | 'quote'
  | 'sign-up'
  | 'report'
  | 'severed'
  | 'warning'
  | 'generic';

/**
 * Every notification type Mastodon 4.5 sends: the icon its row is drawn with, and whether it is
 * one of the push alerts a person can choose (listed in this order).
 */
const KINDS = {
  mention: { icon: 'mention', pushAlert: true },
  status: { icon: 'post', pushAlert: true },
  reblog: { icon: 'boost', pushAlert: true },
  follow: { icon: 'follow', pushAlert: true },
  follow_request: { icon: 'follow-request', pushAlert: true },
  favourite: { icon: 'like', pushAlert: true },
  poll: { icon: 'poll', pushAlert: true },
  update: { icon: 'edit', pushAlert: true },
  quote: { icon: 'quote', pushAlert: true },
  quoted_update: { icon: 'edit', pushAlert: false },
  'admin.sign_up': { icon: 'sign-up', pushAlert: false },
  'admin.report': { icon: 'report', pushAlert: false },
  severed_relationships: { icon: 'severed', pushAlert: false },
  moderation_warning: { icon: 'warning', pushAlert: false },
} as const satisfies Record<string, { icon: NotificationIcon; pushAlert: boolean }>;

export type KnownNotificationType = keyof typeof KINDS;

export const KNOWN_NOTIFICATION_TYPES = Object.keys(KINDS) as readonly KnownNotificationType[];

/** The kind a row is drawn as: a known type, or `unknown` for types newer than this client. */
export type NotificationKind = KnownNotificationType | 'unknown';

/** A notification type a person can choose push alerts for. */
export type PushAlertType = {
  [Type in KnownNotificationType]: (typeof KINDS)[Type]['pushAlert'] extends true ? Type : never;
}[KnownNotificationType];

/** The push alerts a person can choose, in the order the settings list them. */
export const PUSH_ALERT_TYPES: readonly PushAlertType[] = KNOWN_NOTIFICATION_TYPES.filter(
  (type): type is PushAlertType => KINDS[type].pushAlert,
);

export function notificationKind(type: string): NotificationKind {
  return (KNOWN_NOTIFICATION_TYPES as readonly string[]).includes(type)
    ? (type as KnownNotificationType)
    : 'unknown';
}

export function notificationIcon(type: string): NotificationIcon {
  const kind = notificationKind(type);
  return kind === 'unknown' ? 'generic' : KINDS[kind].icon;
}

/**
 * Types shown as one row when several arrive close together: likes and boosts of the same post,
 * follows, sign-ups. Mentions never: each is a conversation of its own.
 */
export const GROUPED_TYPES = ['favourite', 'reblog', 'follow', 'admin.sign_up'] as const;

export function isGroupedType(type: string): boolean {
  return (GROUPED_TYPES as readonly string[]).includes(type);
}

/** The type filter choices a person can show or hide; `other` covers every remaining type. */
export const TYPE_FILTERS = [
  'mention',
  'favourite',
  'reblog',
  'follow',
  'poll',
  'update',
  'quote',
  'other',
] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

const FILTER_TYPES: Record<Exclude<TypeFilter, 'other'>, string[]> = {
  mention: ['mention'],
  favourite: ['favourite'],
  reblog: ['reblog'],
  follow: ['follow', 'follow_request'],
  poll: ['poll'],
  update: ['update', 'quoted_update'],
  quote: ['quote'],
};

/**
 * The `exclude_types[]` for the filters a person turned off. Excluding, rather than listing
 * `types[]`, keeps types this client does not know visible (unless `other` is off).
 */
export function excludedTypes(hidden: readonly TypeFilter[]): string[] {
  const excluded = new Set<string>();
  for (const filter of hidden) {
    if (filter === 'other') {
      const named = new Set(Object.values(FILTER_TYPES).flat());
      KNOWN_NOTIFICATION_TYPES.filter((type) => !named.has(type)).forEach((type) =>
        excluded.add(type),
      );
    } else {
      FILTER_TYPES[filter].forEach((type) => excluded.add(type));
    }
  }
  return [...excluded].sort();
}

/** Hidden filters read from storage: known values only, each once. */
export function parseHiddenFilters(value: unknown): TypeFilter[] {
  if (!Array.isArray(value)) return [];
  return TYPE_FILTERS.filter((filter) => value.includes(filter));
}

/**
 * Types whose row shows the post in full with its author (a mention, a post, a quote): the row
 * does not list the same account again above it.
 */
const AUTHORED_TYPES = ['mention', 'status', 'quote'];

export function showsAccountRow(type: string): boolean {
  return !AUTHORED_TYPES.includes(type);
}

/** Likes and boosts: a compact row, the post's excerpt first and who did it as a row of avatars. */
export function isCompactGroup(type: string): boolean {
  return type === 'favourite' || type === 'reblog';
}
