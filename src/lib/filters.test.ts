// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { mastodon } from 'masto';
import { applyFilters, filterableText, isFilterActive, keywordPattern } from './filters';
import { makeBoost, makeStatus } from './status-fixture';

const NOW = new Date('2025-06-01T12:00:00Z');

function filter(
  overrides: Partial<mastodon.v2.Filter> & { words?: Array<[string, boolean]> } = {},
): mastodon.v2.Filter {
  const { words = [], ...rest } = overrides;
  return {
    id: 'f1',
    title: 'Spoilers',
    context: ['home', 'public'],
    expiresAt: null,
    filterAction: 'warn',
    keywords: words.map(([keyword, wholeWord], i) => ({ id: `k${i}`, keyword, wholeWord })),
    statuses: [],
    ...rest,
  };
}

function result(f: mastodon.v2.Filter): mastodon.v1.FilterResult {
  return { filter: f, keywordMatches: [], statusMatches: null };
}

describe('keywordPattern', () => {
  it.each<[string, boolean, string, boolean]>([
    ['cat', true, 'I love my cat.', true],
    ['cat', true, 'CAT pictures', true],
    ['cat', true, 'concatenate', false],
    ['cat', true, 'cats', false],
    ['cat', false, 'concatenate', true],
    ['cat', false, 'Cats', true],
    ['new york', true, 'flights to New York today', true],
    ['café', true, 'un café noir', true],
    ['café', true, 'cafés', false],
    ['猫', true, '猫が好き', false],
    ['猫', false, '猫が好き', true],
    ['#tag', true, 'see #tag now', true],
    ['#tag', true, 'see x#tag now', true],
    ['#tag', true, 'see #tagged', false],
    ['c++', true, 'I write c++ code', true],
    ['a.b', true, 'axb', false],
  ])('%j (whole word %s) in %j -> %s', (keyword, wholeWord, text, expected) => {
    expect(keywordPattern({ keyword, wholeWord }).test(text)).toBe(expected);
  });
});

describe('isFilterActive', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['2025-06-01T12:00:01Z', true],
    ['2025-06-01T12:00:00Z', false],
    ['2024-01-01T00:00:00Z', false],
  ])('expiresAt %s -> %s', (expiresAt, expected) => {
    expect(isFilterActive({ expiresAt }, NOW)).toBe(expected);
  });
});

describe('filterableText', () => {
  it('joins content warning, plain content, poll options and media descriptions', () => {
    const status = makeStatus({
      spoilerText: 'CW',
      content:
        '<p>Hello <a href="https://x.example/very/long"><span class="invisible">https://</span><span class="ellipsis">x.example/ve</span><span class="invisible">ry/long</span></a></p>',
      poll: {
        id: 'p',
        expired: false,
        multiple: false,
        votesCount: 0,
        options: [
          { title: 'Yes', emojis: [] },
          { title: 'No', emojis: [] },
        ],
      },
      mediaAttachments: [{ id: 'm', type: 'image', previewUrl: '', description: 'a dog' }],
    });
    expect(filterableText(status)).toBe(
      'CW\n\nHello https://x.example/very/long\n\nYes\n\nNo\n\na dog',
    );
  });

  it('reads each post once, and an edited post (a new object) afresh', () => {
    const status = makeStatus({ content: '<p>First</p>' });
    expect(filterableText(status)).toBe('First');
    expect(filterableText(status)).toBe('First');
    expect(filterableText({ ...status, content: '<p>Edited</p>' })).toBe('Edited');
  });
});

describe('applyFilters with server results', () => {
  it.each<[string, mastodon.v2.Filter[], mastodon.v2.FilterContext, string]>([
    ['no results', [], 'home', 'show'],
    ['a warn filter in context', [filter()], 'home', 'warn'],
    ['a hide filter in context', [filter({ filterAction: 'hide' })], 'home', 'hide'],
    ['a blur filter in context', [filter({ filterAction: 'blur' })], 'home', 'blur'],
    ['a filter for another context', [filter({ context: ['notifications'] })], 'home', 'show'],
    ['an expired filter', [filter({ expiresAt: '2025-05-01T00:00:00Z' })], 'home', 'show'],
    [
      'hide wins over warn',
      [filter(), filter({ id: 'f2', title: 'X', filterAction: 'hide' })],
      'public',
      'hide',
    ],
    [
      'warn wins over blur',
      [filter({ filterAction: 'blur' }), filter({ id: 'f2', title: 'X' })],
      'public',
      'warn',
    ],
  ])('%s -> %s', (_label, filters, context, action) => {
    const status = makeStatus({ filtered: filters.map(result) });
    expect(applyFilters(status, context, { now: NOW }).action).toBe(action);
  });

  it('lists the titles of matching filters once each', () => {
    const status = makeStatus({
      filtered: [
        filter({ title: 'A' }),
        filter({ id: 'f2', title: 'B' }),
        filter({ id: 'f3', title: 'A' }),
      ].map(result),
    });
    expect(applyFilters(status, 'home', { now: NOW })).toEqual({
      action: 'warn',
      titles: ['A', 'B'],
    });
  });

  it('leaves a post shown when the server sends no `filtered` and the filters are unknown', () => {
    expect(applyFilters(makeStatus({ content: 'spoiler' }), 'home', { now: NOW }).action).toBe(
      'show',
    );
  });

  it('reads the results of a boosted post', () => {
    const boost = makeBoost(makeStatus({ filtered: [result(filter({ filterAction: 'hide' }))] }));
    expect(applyFilters(boost, 'home', { now: NOW }).action).toBe('hide');
  });

  it('treats an unknown action as a warning', () => {
    const odd = filter({ filterAction: 'mystery' as mastodon.v2.FilterAction });
    expect(applyFilters(makeStatus({ filtered: [result(odd)] }), 'home', { now: NOW }).action).toBe(
      'warn',
    );
  });
});

describe('applyFilters matching the known filters locally', () => {
  const base = { now: NOW };

  it.each<[string, mastodon.v1.Status, boolean]>([
    ['content', makeStatus({ content: '<p>Big <b>Spoiler</b> ahead</p>' }), true],
    ['content warning', makeStatus({ spoilerText: 'spoiler: ending' }), true],
    [
      'poll option',
      makeStatus({
        poll: {
          id: 'p',
          expired: false,
          multiple: false,
          votesCount: 0,
          options: [{ title: 'a spoiler', emojis: [] }],
        },
      }),
      true,
    ],
    [
      'media description',
      makeStatus({
        mediaAttachments: [
          { id: 'm', type: 'image', previewUrl: '', description: 'Spoiler screenshot' },
        ],
      }),
      true,
    ],
    ['inside another word', makeStatus({ content: '<p>spoilers</p>' }), false],
    ['markup only', makeStatus({ content: '<p class="spoiler">x</p>' }), false],
  ])('a whole-word keyword in %s -> matched %s', (_label, status, matched) => {
    const filters = [filter({ words: [['spoiler', true]] })];
    expect(applyFilters(status, 'home', { ...base, filters }).action).toBe(
      matched ? 'warn' : 'show',
    );
  });

  it('matches a boosted post by its own text', () => {
    const boost = makeBoost(makeStatus({ content: '<p>spoiler</p>' }));
    const filters = [filter({ filterAction: 'hide', words: [['spoiler', false]] })];
    expect(applyFilters(boost, 'home', { ...base, filters })).toEqual({
      action: 'hide',
      titles: ['Spoilers'],
    });
  });

  it('matches filtered statuses by id', () => {
    const filters = [filter({ statuses: [{ id: 's', statusId: '100' }] })];
    expect(applyFilters(makeStatus({ id: '100' }), 'home', { ...base, filters }).action).toBe(
      'warn',
    );
    expect(applyFilters(makeStatus({ id: '101' }), 'home', { ...base, filters }).action).toBe(
      'show',
    );
  });

  it.each<[string, Partial<mastodon.v2.Filter>, mastodon.v2.FilterContext]>([
    ['an expired filter', { expiresAt: '2025-01-01T00:00:00Z' }, 'home'],
    ['another context', { context: ['thread'] }, 'home'],
  ])('ignores %s', (_label, overrides, context) => {
    const filters = [filter({ ...overrides, words: [['spoiler', false]] })];
    expect(
      applyFilters(makeStatus({ content: 'spoiler' }), context, { ...base, filters }).action,
    ).toBe('show');
  });

  it('ignores empty keywords', () => {
    const filters = [filter({ words: [['  ', false]] })];
    expect(applyFilters(makeStatus(), 'home', { ...base, filters }).action).toBe('show');
  });

  it("never filters the reader's own posts", () => {
    const own = makeStatus({ content: 'spoiler', account: { id: 'me' } });
    const filters = [filter({ filterAction: 'hide', words: [['spoiler', false]] })];
    expect(applyFilters(own, 'home', { ...base, filters, currentAccountId: 'me' }).action).toBe(
      'show',
    );
    expect(applyFilters(own, 'home', { ...base, filters, currentAccountId: 'other' }).action).toBe(
      'hide',
    );
  });
});

describe("applyFilters: the reader's current filters win over the server's older results", () => {
  const spoiler = [filter({ words: [['spoiler', true]] })];

  it('applies a filter created after the post was fetched', () => {
    const status = makeStatus({ content: '<p>spoiler</p>', filtered: [] });
    expect(applyFilters(status, 'home', { filters: spoiler, now: NOW }).action).toBe('warn');
  });

  it('forgets a filter deleted since', () => {
    const status = makeStatus({ content: '<p>spoiler</p>', filtered: spoiler.map(result) });
    expect(applyFilters(status, 'home', { filters: [], now: NOW }).action).toBe('show');
  });

  it('reads the changed version of a filter (action, context, keywords)', () => {
    const status = makeStatus({ content: '<p>spoiler</p>', filtered: spoiler.map(result) });
    const hidden = [filter({ filterAction: 'hide', words: [['spoiler', true]] })];
    expect(applyFilters(status, 'home', { filters: hidden, now: NOW }).action).toBe('hide');
    const elsewhere = [filter({ context: ['thread'], words: [['spoiler', true]] })];
    expect(applyFilters(status, 'home', { filters: elsewhere, now: NOW }).action).toBe('show');
    const otherWord = [filter({ words: [['ending', true]] })];
    expect(applyFilters(status, 'home', { filters: otherWord, now: NOW }).action).toBe('show');
  });

  it('filters a post added to a filter since', () => {
    const status = makeStatus({ id: '100', filtered: [] });
    const filters = [filter({ statuses: [{ id: 's1', statusId: '100' }] })];
    expect(applyFilters(status, 'home', { filters, now: NOW }).action).toBe('warn');
  });
});
