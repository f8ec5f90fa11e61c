export const TOP_LEVEL_SCOPES = ['read', 'write', 'follow', 'push', 'profile'];
const GRANULAR = {
  read: [
    'accounts',
    'blocks',
    'bookmarks',
    'favourites',
    'filters',
    'follows',
    'lists',
    'mutes',
    'notifications',
    'search',
    'statuses',
  ],
  write: [
    'accounts',
    'blocks',
    'bookmarks',
    'conversations',
    'favourites',
    'filters',
    'follows',
    'lists',
    'media',
    'mutes',
    'notifications',
    'reports',
    'statuses',
  ],
};
export const ALL_SCOPES = [
  ...TOP_LEVEL_SCOPES,
  ...GRANULAR.read.map((scope) => `read:${scope}`),
  ...GRANULAR.write.map((scope) => `write:${scope}`),
  'admin:read',
  'admin:write',
];

export function parseScopes(value: unknown, fallback: string[] = ['read']): string[] | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') return null;
  const scopes = [...new Set(value.split(/[\s+]+/).filter(Boolean))];
  return scopes.every((scope) => ALL_SCOPES.includes(scope)) ? scopes : null;
}

/** Requested scopes must be registered on the app (a granular scope is covered by its parent). */
export function scopesAllowed(requested: string[], registered: string[]): boolean {
  return requested.every(
    (scope) => registered.includes(scope) || registered.includes(scope.split(':')[0]),
  );
}
