/** Every notification type Mastodon 4.5 sends. */
export const KNOWN_NOTIFICATION_TYPES = [
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
  'severed_relationships',
  'moderation_warning',
] as const;

export type KnownNotificationType = (typeof KNOWN_NOTIFICATION_TYPES)[number];

/** The kind a row is drawn as: a known type, or `unknown` for types newer than this client. */
export type NotificationKind = KnownNotificationType | 'unknown';

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

const ICONS: Record<NotificationKind, NotificationIcon> = {
  mention: 'mention',
  status: 'post',
  reblog: 'boost',
  follow: 'follow',
  follow_request: 'follow-request',
  favourite: 'like',
  poll: 'poll',
  update: 'edit',
  quote: 'quote',
  quoted_update: 'edit',
  'admin.sign_up': 'sign-up',
  'admin.report': 'report',
  severed_relationships: 'severed',
  moderation_warning: 'warning',
  unknown: 'generic',
};

export function notificationKind(type: string): NotificationKind {
  return (KNOWN_NOTIFICATION_TYPES as readonly string[]).includes(type)
    ? (type as KnownNotificationType)
    : 'unknown';
}

export function notificationIcon(type: string): NotificationIcon {
  return ICONS[notificationKind(type)];
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
