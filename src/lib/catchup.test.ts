// @vitest-environment jsdom
import type { mastodon } from 'masto';
import { describe, expect, it } from 'vitest';
import {
  countAuthors,
  countKinds,
  firstOfGroups,
  filterEntries,
  groupByAuthor,
  kindsOf,
  linksOf,
  mergeEntries,
  normalizeLink,
  rangeStart,
  sortEntries,
  topLinks,
  type ClassifyContext,
} from './catchup';
import { makeBoost, makeStatus, type StatusOverrides } from './status-fixture';

type Status = mastodon.v1.Status;

const context: ClassifyContext = { followedTags: new Set(['birds']), filters: [] };

const alice = { id: 'a', acct: 'alice', username: 'alice' };
const bob = { id: 'b', acct: 'bob', username: 'bob' };
const carol = { id: 'c', acct: 'carol', username: 'carol' };

const post = (id: string, overrides: StatusOverrides = {}) =>
  makeStatus({
    id,
    account: alice,
    createdAt: `2025-06-01T10:${id.padStart(2, '0')}:00Z`,
    ...overrides,
  });

const spoilerFilter: mastodon.v2.Filter = {
  id: 'f1',
  title: 'Spoilers',
  context: ['home'],
  expiresAt: null,
  filterAction: 'warn',
  keywords: [{ id: 'k1', keyword: 'spoiler', wholeWord: true }],
  statuses: [],
};

const kinds = (status: Status, ctx = context) => [...kindsOf(status, ctx)].sort();

describe('kindsOf', () => {
  it('tells originals, replies, quotes and boosts apart', () => {
    expect(kinds(post('1'))).toEqual(['original']);
    expect(kinds(post('2', { inReplyToId: '1' }))).toEqual(['replies']);
    const quote = { state: 'accepted', quotedStatus: post('3') } as Status['quote'];
    expect(kinds(post('4', { quote }))).toEqual(['quotes']);
    expect(kinds(makeBoost(post('5'), bob))).toEqual(['boosts']);
  });

  it('marks posts with a followed hashtag, whatever its case', () => {
    const tagged = post('6', {
      tags: [{ id: 't1', name: 'Birds', url: 'https://x.example/tags/birds' }],
    });
    expect(kinds(tagged)).toEqual(['followedTags', 'original']);
    const other = post('7', {
      tags: [{ id: 't2', name: 'cats', url: 'https://x.example/tags/cats' }],
    });
    expect(kinds(other)).toEqual(['original']);
  });

  it('puts a post one of the reader’s filters matches under "filtered" only', () => {
    const withFilters = { ...context, filters: [spoilerFilter] };
    expect(kinds(post('8', { content: '<p>a spoiler here</p>' }), withFilters)).toEqual([
      'filtered',
    ]);
    expect(kinds(post('9', { content: '<p>spoilers</p>' }), withFilters)).toEqual(['original']);
  });
});

describe('mergeEntries', () => {
  it('makes the boosts of one post one entry listing the boosters once each', () => {
    const original = post('1', { account: carol });
    const entries = mergeEntries(
      [makeBoost(original, bob), makeBoost(original, alice), makeBoost(original, bob), post('2')],
      context,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0].boosters.map((a) => a.acct)).toEqual(['bob', 'alice']);
    expect(entries[0].status.reblog?.id).toBe('1');
  });

  it('joins boosts to the post itself when Home holds it too', () => {
    const original = post('1', { account: carol });
    const [entry] = mergeEntries([makeBoost(original, bob), original], context);
    expect(entry.status).toBe(original);
    expect(entry.boosters.map((a) => a.acct)).toEqual(['bob']);
    expect([...entry.kinds].sort()).toEqual(['boosts', 'original']);
  });
});

describe('filtering', () => {
  const original = post('1', { account: carol });
  const statuses = [
    post('2'),
    post('3', { inReplyToId: '2', account: bob }),
    makeBoost(original, bob),
    post('4', { content: '<p>spoiler</p>', account: carol }),
  ];
  const entries = mergeEntries(statuses, { ...context, filters: [spoilerFilter] });

  it('by kind; "all" leaves the filtered posts out', () => {
    const ids = (choice: Parameters<typeof filterEntries>[1]) =>
      filterEntries(entries, choice).map((entry) => entry.status.id);
    expect(ids({ kind: 'all' })).toHaveLength(3);
    expect(ids({ kind: 'replies' })).toEqual(['3']);
    expect(ids({ kind: 'filtered' })).toEqual(['4']);
  });

  it('by author: the posts they wrote and the ones they boosted', () => {
    const shown = filterEntries(entries, { kind: 'all', authorId: 'b' });
    expect(shown.map((entry) => entry.status.id)).toEqual(['3', statuses[2].id]);
  });

  it('counts each kind', () => {
    const counts = countKinds(entries);
    expect(counts).toMatchObject({ all: 3, original: 1, replies: 1, boosts: 1, filtered: 1 });
    expect(counts.quotes).toBe(0);
  });
});

describe('sortEntries', () => {
  const entries = mergeEntries(
    [
      post('3', { favouritesCount: 1, repliesCount: 5, content: '<p>hi</p>' }),
      post('2', { favouritesCount: 9, reblogsCount: 0, content: '<p>a longer post</p>' }),
      makeBoost(post('1', { reblogsCount: 7, favouritesCount: 1, content: '<p>x</p>' }), bob, 'b1'),
    ],
    context,
  );
  const order = (sort: Parameters<typeof sortEntries>[1]) =>
    sortEntries(entries, sort).map((entry) => (entry.status.reblog ?? entry.status).id);

  it('by time, newest first', () => {
    const boostedLater = mergeEntries(
      [post('1'), makeBoost(post('9'), bob, 'b2'), post('5')].map((status, index) => ({
        ...status,
        createdAt: `2025-06-01T1${index}:00:00Z`,
      })),
      context,
    );
    expect(sortEntries(boostedLater, 'time').map((e) => e.status.id)).toEqual(['5', 'b2', '1']);
  });

  it('by the boosted post’s replies, likes and boosts, the most first', () => {
    expect(order('replies')).toEqual(['3', '2', '1']);
    expect(order('likes')).toEqual(['2', '3', '1']);
    expect(order('boosts')).toEqual(['1', '3', '2']);
  });

  it('by length of the text', () => {
    expect(order('length')).toEqual(['2', '3', '1']);
  });
});

describe('authors', () => {
  const original = post('1', { account: carol });
  const entries = mergeEntries(
    [post('5', { account: bob }), makeBoost(original, bob), post('3'), post('2', { account: bob })],
    context,
  );

  it('groups entries by who put them in Home, the largest group first', () => {
    const groups = groupByAuthor(entries);
    expect(groups.map((group) => [group.account.acct, group.entries.length])).toEqual([
      ['bob', 3],
      ['alice', 1],
    ]);
    expect(groups[0].entries.map((entry) => entry.status.id)[0]).toBe('5');
  });

  it('shows the first entries of the groups, group by group', () => {
    const groups = groupByAuthor(entries);
    expect(firstOfGroups(groups, 2).map((group) => group.entries.length)).toEqual([2]);
    expect(firstOfGroups(groups, 4).map((group) => group.entries.length)).toEqual([3, 1]);
    expect(firstOfGroups(groups, 9)).toEqual(groups);
  });

  it('counts every author and booster for the chips', () => {
    expect(countAuthors(entries).map(({ account, count }) => [account.acct, count])).toEqual([
      ['bob', 3],
      ['alice', 1],
    ]);
  });
});

describe('links', () => {
  const card = (url: string, title = 'A page') =>
    ({ url, title, image: null, type: 'link' }) as unknown as Status['card'];

  it('normalises a link: no fragment, only http(s)', () => {
    expect(normalizeLink('https://News.example/a#top')).toBe('https://news.example/a');
    expect(normalizeLink('javascript:alert(1)')).toBeUndefined();
  });

  it('reads links from the card and the text, not mentions or hashtags', () => {
    const status = post('1', {
      card: card('https://news.example/story'),
      content:
        '<p><a href="https://news.example/story">story</a> <a href="https://blog.example/x">x</a> ' +
        '<a class="mention" href="https://x.example/@bob">@bob</a> ' +
        '<a class="mention hashtag" href="https://x.example/tags/birds">#birds</a></p>',
      mentions: [{ id: 'b', username: 'bob', acct: 'bob', url: 'https://x.example/@bob' }],
    });
    expect(linksOf(status)).toEqual(['https://news.example/story', 'https://blog.example/x']);
  });

  it('ranks links by distinct sharers, with the card’s title', () => {
    const story = (id: string, account: typeof alice) =>
      post(id, { account, card: card('https://news.example/story', 'Big story') });
    const entries = mergeEntries(
      [
        post('9', { content: '<p><a href="https://solo.example/">solo</a></p>' }),
        story('1', alice),
        story('2', alice),
        makeBoost(story('3', carol), bob),
      ],
      context,
    );
    const [first, second] = topLinks(entries);
    expect(first.url).toBe('https://news.example/story');
    expect(first.title).toBe('Big story');
    expect(first.sharers.map((a) => a.acct)).toEqual(['alice', 'bob']);
    expect(second.sharers).toHaveLength(1);
  });
});

describe('rangeStart', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it('goes back 1 to 12 hours', () => {
    expect(rangeStart({ hours: 3 }, now)).toBe(now - 3 * 3_600_000);
    expect(rangeStart({ hours: 40 }, now)).toBe(now - 12 * 3_600_000);
    expect(rangeStart({ hours: 0 }, now)).toBe(now - 3_600_000);
  });
  it('or to the end of the last catch-up', () => {
    expect(rangeStart({ since: now - 5000 }, now)).toBe(now - 5000);
  });
});
