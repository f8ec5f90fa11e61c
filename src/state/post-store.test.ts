import { QueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { beforeEach, describe, expect, test } from 'vitest';
import { interactionStateOf } from '../lib/interaction-state';
import { postKey, shownPostKey } from '../lib/post-key';
import { makeBoost, makeStatus } from '../lib/status-fixture';
import { InteractionQueue, toggleInteraction } from './interactions';
import { PostStore } from './post-store';
import { withoutDeleted } from './posts';
import { queryKeys } from './query-keys';

type Status = mastodon.v1.Status;

const HOST = 'social.example';
const original = () =>
  makeStatus({
    id: '42',
    content: '<p>first version</p>',
    favouritesCount: 1,
    poll: {
      id: 'p1',
      expiresAt: null,
      expired: false,
      multiple: false,
      votesCount: 0,
      votersCount: 0,
      voted: false,
      ownVotes: [],
      options: [
        { title: 'yes', votesCount: 0, emojis: [] },
        { title: 'no', votesCount: 0, emojis: [] },
      ],
    },
  });

const page = (statuses: Status[]) => ({ pages: [{ statuses }], pageParams: [undefined] });

/**
 * Every query that holds posts, with data shaped as its query really holds it and the post as
 * it sits there (alone, boosted, quoted, in a thread, in search results). A query kind that holds
 * posts belongs here; one that holds none belongs in QUERIES_WITHOUT_POSTS.
 */
type Held = [key: readonly unknown[], data: unknown, entry?: Status];

/** `entry`: what a view renders for the post, when not the post itself (a boost of it). */
const QUERIES_WITH_POSTS: Record<string, (post: Status) => Held> = {
  timeline: (post) => [queryKeys.timeline(HOST, { type: 'home' }), page([post])],
  'timeline (a boost)': (post) => {
    const boost = makeBoost(post, { id: '7' }, 'b1');
    return [queryKeys.timeline(HOST, { type: 'local' }), page([boost]), boost];
  },
  'timeline (a quote)': (post) => [
    queryKeys.timeline(HOST, { type: 'account', id: '3', filter: 'posts' }),
    page([
      makeStatus({ id: '50', quote: { state: 'accepted', quotedStatus: post } as Status['quote'] }),
    ]),
  ],
  status: (post) => [queryKeys.status(HOST, post.id), post],
  'status-context (ancestor)': (post) => [
    queryKeys.statusContext(HOST, '60'),
    { ancestors: [post], descendants: [] },
  ],
  'status-context (descendant)': (post) => [
    queryKeys.statusContext(HOST, '61'),
    { ancestors: [], descendants: [post] },
  ],
  'status-quotes': (post) => [
    queryKeys.statusQuotes(HOST, '62'),
    { pages: [{ items: [post], nextMaxId: undefined }], pageParams: [undefined] },
  ],
  search: (post) => [
    queryKeys.search(HOST, 'first', 'statuses', false),
    { accounts: [], hashtags: [], statuses: [post] },
  ],
  'search-pages': (post) => [
    queryKeys.searchPages(HOST, 'first', 'statuses'),
    { pages: [{ accounts: [], hashtags: [], statuses: [post] }], pageParams: [0] },
  ],
  'notification-requests': (post) => [
    queryKeys.notificationRequests(HOST),
    {
      pages: [{ items: [{ id: 'r1', lastStatus: post }, { id: 'r2' }], nextMaxId: undefined }],
      pageParams: [undefined],
    },
  ],
  catchup: (post) => [
    queryKeys.catchup(HOST, 'x:1', '5'),
    { id: '5', createdAt: 0, since: 0, end: 'complete', statuses: [post] },
  ],
  notifications: (post) => [
    queryKeys.notifications(HOST, '1', { api: 'v1', tab: 'all', excludeTypes: [] }),
    {
      pages: [
        {
          notifications: [{ id: 'n1', type: 'favourite', status: post }],
          groups: [],
          statuses: [post],
        },
      ],
      pageParams: [undefined],
    },
  ],
};

/** Query kinds (the first element of their key) that hold no posts. */
const QUERIES_WITHOUT_POSTS = [
  'drafts',
  'catchups',
  'scheduled-statuses',
  'instance',
  'nodeinfo',
  'gif-search',
  'blocked-accounts',
  'muted-accounts',
  'domain-blocks',
  'sign-up-info',
  'current-account',
  'preferences',
  'filters',
  'thread-number',
  'unfurl',
  'status-history',
  'status-translation',
  'account',
  'account-lookup',
  'relationship',
  'account-follows',
  'lists',
  'followed-tags',
  'following-search',
  'featured-tags',
  'trends',
  'home-marker',
  'tag',
  'autocomplete',
  'custom-emojis',
  'status-accounts',
  'instance-rules',
  'follow-requests',
  'notification-policy',
  'notifications-marker',
  'notifications-unread',
  'notification-request',
  'notification-group-accounts',
  'push-subscription',
];

const PATCHES: Record<string, { apply: (store: PostStore) => void; see: (post: Status) => void }> =
  {
    'a streamed edit': {
      apply: (store) =>
        store.receive(HOST, [
          { ...original(), content: '<p>second version</p>', editedAt: '2024-02-01T00:00:00Z' },
        ]),
      see: (post) => expect(post.content).toBe('<p>second version</p>'),
    },
    'a poll vote': {
      apply: (store) =>
        store.patch(postKey(HOST, '42'), (post) => ({
          ...post,
          poll: { ...post.poll!, voted: true, ownVotes: [1], votesCount: 1 },
        })),
      see: (post) => expect(post.poll?.ownVotes).toEqual([1]),
    },
    'a like': {
      apply: (store) =>
        store.patch(postKey(HOST, '42'), (post) => ({
          ...post,
          favourited: true,
          favouritesCount: 2,
        })),
      see: (post) =>
        expect(interactionStateOf(post)).toMatchObject({ favourited: true, favouritesCount: 2 }),
    },
  };

/** The post a view of `entry` shows: what StatusCard reads (state/posts.ts). */
function shown(store: PostStore, entry: Status): Status | undefined {
  return store.get(shownPostKey(HOST, entry));
}

let queryClient: QueryClient;
let store: PostStore;
beforeEach(() => {
  queryClient = new QueryClient();
  store = new PostStore();
  store.attach(queryClient.getQueryCache());
});

describe.each(Object.entries(QUERIES_WITH_POSTS))('a post held by %s', (kind, make) => {
  test.each(Object.entries(PATCHES))('shows %s', (_patch, { apply, see }) => {
    const [key, data, entry = original()] = make(original());
    queryClient.setQueryData(key, data);
    apply(store);
    const post = shown(store, entry);
    expect(post, `${kind}: the post is in the store`).toBeDefined();
    see(post!);
  });

  test('leaves with a deletion', () => {
    const [key, data, entry = original()] = make(original());
    queryClient.setQueryData(key, data);
    store.markDeleted(postKey(HOST, '42'));
    expect(withoutDeleted(store, HOST, [entry, makeStatus({ id: '99' })])).toHaveLength(1);
  });

  test('leaves while its author is blocked, and is back once unblocked', () => {
    const [key, data, entry = original()] = make(original());
    queryClient.setQueryData(key, data);
    const other = makeStatus({ id: '99', account: { id: '2' } });
    store.setHidden(HOST, { kind: 'block', accountId: '1' }, true);
    expect(withoutDeleted(store, HOST, [entry, other])).toEqual([other]);
    store.setHidden(HOST, { kind: 'block', accountId: '1' }, false);
    expect(withoutDeleted(store, HOST, [entry, other])).toHaveLength(2);
  });
});

describe('hiding accounts', () => {
  const bobs = makeStatus({ id: '70', account: { id: 'b', username: 'bob' } });
  const carols = makeStatus({ id: '71', account: { id: 'c', username: 'carol' } });
  const remote = makeStatus({ id: '72', account: { id: 'r', acct: 'ann@far.example' } });
  const carolBoostsBob = makeBoost(bobs, { id: 'c', username: 'carol' }, 'cb');
  const bobBoostsCarol = makeBoost(carols, { id: 'b', username: 'bob' }, 'bc');
  const all = [bobs, carols, remote, carolBoostsBob, bobBoostsCarol];
  const ids = (statuses: Status[]) => statuses.map((status) => status.id);

  test.each([
    ['block bob', { kind: 'block', accountId: 'b' }, ['71', '72']],
    ['mute bob', { kind: 'mute', accountId: 'b' }, ['71', '72']],
    ["hide bob's boosts", { kind: 'hide-boosts', accountId: 'b' }, ['70', '71', '72', 'cb']],
    ['block far.example', { kind: 'domain', domain: 'Far.Example' }, ['70', '71', 'cb', 'bc']],
    // Notifications only: posts stay.
    ["mute bob's notifications", { kind: 'mute-notifications', accountId: 'b' }, ids(all)],
  ] as const)('%s', (_name, change, kept) => {
    queryClient.setQueryData(queryKeys.timeline(HOST, { type: 'home' }), page(all));
    store.setHidden(HOST, change, true);
    expect(ids(withoutDeleted(store, HOST, all))).toEqual(kept);
    store.setHidden(HOST, change, false);
    expect(withoutDeleted(store, HOST, all)).toBe(all);
  });

  test('only on the instance it was made on (ids are that instance’s)', () => {
    store.setHidden(HOST, { kind: 'block', accountId: 'b' }, true);
    expect(withoutDeleted(store, 'other.example', [bobs])).toEqual([bobs]);
    expect(withoutDeleted(store, HOST.toUpperCase(), [bobs])).toEqual([]);
  });

  test('a change tells the lists (and each post) to read again', () => {
    queryClient.setQueryData(queryKeys.status(HOST, '70'), bobs);
    let lists = 0;
    let post = 0;
    store.subscribeDeletions(() => (lists += 1));
    store.subscribe(postKey(HOST, '70'), () => (post += 1));
    const before = store.deletionCount();
    store.setHidden(HOST, { kind: 'mute', accountId: 'b' }, true);
    store.setHidden(HOST, { kind: 'mute', accountId: 'b' }, true);
    expect([lists, post, store.deletionCount() - before]).toEqual([1, 1, 1]);
    expect(store.hiddenOn(HOST).muted.has('b')).toBe(true);
    store.clear();
    expect(store.hiddenOn(HOST).muted.size).toBe(0);
  });
});

test('every query kind is known to hold posts or not', () => {
  const kinds = new Set(
    Object.values(QUERIES_WITH_POSTS).map((make) => String(make(original())[0][0])),
  );
  const noPosts = new Set(QUERIES_WITHOUT_POSTS);
  const factoryKinds = Object.values(queryKeys).map((factory) =>
    String((factory as (...args: string[]) => readonly unknown[])('x', 'y', 'z', 'w')[0]),
  );
  for (const kind of factoryKinds) {
    expect(kinds.has(kind) || noPosts.has(kind), `query kind "${kind}"`).toBe(true);
  }
});

test('an older copy emitted again by a list does not replace a newer one', () => {
  const post = original();
  queryClient.setQueryData(queryKeys.timeline(HOST, { type: 'home' }), page([post]));
  store.receive(HOST, [{ ...post, content: '<p>edited</p>', editedAt: '2024-02-01T00:00:00Z' }]);
  // The timeline's data changes (a page is added) but still holds the copy from before the edit.
  queryClient.setQueryData(
    queryKeys.timeline(HOST, { type: 'home' }),
    page([makeStatus({ id: '43' }), post]),
  );
  expect(store.get(postKey(HOST, '42'))?.content).toBe('<p>edited</p>');
  // A later copy from the server, edited before our copy, does not win either.
  queryClient.setQueryData(queryKeys.status(HOST, '42'), { ...post, favouritesCount: 9 });
  expect(store.get(postKey(HOST, '42'))?.content).toBe('<p>edited</p>');
});

test('a fresh server copy replaces the stored one', () => {
  queryClient.setQueryData(queryKeys.status(HOST, '42'), original());
  queryClient.setQueryData(queryKeys.status(HOST, '42'), { ...original(), favouritesCount: 7 });
  expect(store.get(postKey(HOST, '42'))?.favouritesCount).toBe(7);
});

test('a post leaves the store when the last query holding it is gone', () => {
  queryClient.setQueryData(queryKeys.timeline(HOST, { type: 'home' }), page([original()]));
  queryClient.setQueryData(queryKeys.status(HOST, '42'), original());
  queryClient.removeQueries({ queryKey: queryKeys.timeline(HOST, { type: 'home' }) });
  expect(store.get(postKey(HOST, '42'))).toBeDefined();
  queryClient.removeQueries({ queryKey: queryKeys.status(HOST, '42') });
  expect(store.get(postKey(HOST, '42'))).toBeUndefined();
  expect(store.size).toBe(0);
});

test('a streamed edit of a post no view holds is not kept', () => {
  store.receive(HOST, [original()]);
  expect(store.size).toBe(0);
});

test('malformed query data holds no posts and breaks nothing', () => {
  queryClient.setQueryData(queryKeys.timeline(HOST, { type: 'home' }), { pages: 'nope' });
  queryClient.setQueryData(queryKeys.status(HOST, '42'), original());
  expect(store.get(postKey(HOST, '42'))).toBeDefined();
});

describe('interactions patch the one stored copy', () => {
  test('a like shows on the post whichever list holds it, and a failure rolls it back', async () => {
    const post = original();
    queryClient.setQueryData(queryKeys.timeline(HOST, { type: 'home' }), page([post]));
    const boost = makeBoost(post, { id: '8' }, 'b2');
    queryClient.setQueryData(queryKeys.timeline(HOST, { type: 'local' }), page([boost]));
    const session = { posts: store, interactions: new InteractionQueue() };
    let fail!: (error: Error) => void;
    const client = {
      v1: {
        statuses: {
          $select: () => ({
            favourite: () => new Promise<Status>((_resolve, reject) => (fail = reject)),
          }),
        },
      },
    } as unknown as mastodon.rest.Client;
    const done = toggleInteraction({
      session,
      instance: HOST,
      status: boost,
      client,
      kind: 'favourite',
    });
    expect(interactionStateOf(shown(store, post)!)).toMatchObject({
      favourited: true,
      favouritesCount: 2,
    });
    fail(new Error('boom'));
    await expect(done).resolves.toMatchObject({ kind: 'failed' });
    expect(interactionStateOf(shown(store, boost)!)).toMatchObject({
      favourited: false,
      favouritesCount: 1,
    });
  });
});
