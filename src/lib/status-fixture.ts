import type { mastodon } from 'masto';

// Test data only: builds complete masto Status objects from the few fields a test cares about.

export function makeAccount(overrides: Partial<mastodon.v1.Account> = {}): mastodon.v1.Account {
  const id = overrides.id ?? '1';
  const username = overrides.username ?? `user${id}`;
  return {
    id,
    username,
    acct: username,
    url: `https://example.social/@${username}`,
    uri: `https://example.social/users/${username}`,
    displayName: username,
    note: '',
    avatar: '',
    avatarStatic: '',
    header: '',
    headerStatic: '',
    locked: false,
    fields: [],
    emojis: [],
    bot: false,
    group: false,
    discoverable: true,
    noindex: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    lastStatusAt: null,
    statusesCount: 0,
    followersCount: 0,
    followingCount: 0,
    roles: [],
    ...overrides,
  } as mastodon.v1.Account;
}

export type StatusOverrides = Omit<Partial<mastodon.v1.Status>, 'account'> & {
  account?: Partial<mastodon.v1.Account>;
};

export function makeStatus(overrides: StatusOverrides = {}): mastodon.v1.Status {
  const { account, ...rest } = overrides;
  const id = rest.id ?? '100';
  return {
    id,
    uri: `https://example.social/users/user1/statuses/${id}`,
    url: `https://example.social/@user1/${id}`,
    createdAt: '2024-01-01T00:00:00.000Z',
    editedAt: null,
    account: makeAccount(account),
    content: '<p>hello</p>',
    visibility: 'public',
    sensitive: false,
    spoilerText: '',
    mediaAttachments: [],
    application: { name: 'test' },
    mentions: [],
    tags: [],
    emojis: [],
    reblogsCount: 0,
    favouritesCount: 0,
    repliesCount: 0,
    quotesCount: 0,
    quoteApproval: { automatic: [], manual: [], currentUser: 'unknown' },
    inReplyToId: null,
    inReplyToAccountId: null,
    reblog: null,
    poll: null,
    card: null,
    ...rest,
  };
}

let boostCounter = 0;

/** A boost of `status` by `booster`; ids are unique per call unless given. */
export function makeBoost(
  status: mastodon.v1.Status,
  booster: Partial<mastodon.v1.Account> = { id: '9' },
  id = `boost-${++boostCounter}`,
): mastodon.v1.Status {
  return makeStatus({ id, account: booster, reblog: status, content: '' });
}
