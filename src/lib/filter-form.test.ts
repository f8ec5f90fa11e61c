import type { mastodon } from 'masto';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER_FORM,
  expiryParts,
  FILTER_EXPIRY_CHOICES,
  filterActionsOffered,
  filterBlurOffered,
  filterFormProblems,
  filterPayload,
  formFromFilter,
  keywordChanges,
  withPendingKeyword,
  type FilterFormValues,
} from './filter-form';
import { toInstanceRecord } from './instance-record';
import type { NodeInfo } from './nodeinfo';

const existing: mastodon.v2.Filter = {
  id: 'f1',
  title: 'Spoilers',
  context: ['thread', 'home'],
  expiresAt: '2030-01-01T00:00:00.000Z',
  filterAction: 'hide',
  keywords: [
    { id: 'k1', keyword: 'finale', wholeWord: true },
    { id: 'k2', keyword: 'ending', wholeWord: false },
    { id: 'k3', keyword: 'twist', wholeWord: true },
  ],
  statuses: [{ id: 's1', statusId: '100' }],
};

describe('keywordChanges', () => {
  it('sends new keywords, changed ones by id, and _destroy for removed ones', () => {
    expect(
      keywordChanges(existing.keywords, [
        { id: 'k1', keyword: 'finale', wholeWord: true },
        { id: 'k2', keyword: 'the end', wholeWord: false },
        { keyword: ' cliffhanger ', wholeWord: true },
      ]),
    ).toEqual([
      { id: 'k2', keyword: 'the end', wholeWord: false },
      { keyword: 'cliffhanger', wholeWord: true },
      { id: 'k3', _destroy: true },
    ]);
  });

  it('sends a changed "whole word" alone', () => {
    expect(
      keywordChanges(existing.keywords.slice(0, 1), [
        { id: 'k1', keyword: 'finale', wholeWord: false },
      ]),
    ).toEqual([{ id: 'k1', keyword: 'finale', wholeWord: false }]);
  });

  it('leaves blank new keywords out and removes a kept keyword cleared to blank', () => {
    expect(
      keywordChanges(existing.keywords.slice(0, 1), [
        { id: 'k1', keyword: '  ', wholeWord: true },
        { keyword: '', wholeWord: true },
      ]),
    ).toEqual([{ id: 'k1', _destroy: true }]);
  });

  it('sends nothing when nothing changed', () => {
    expect(keywordChanges(existing.keywords, formFromFilter(existing).keywords)).toEqual([]);
  });
});

describe('filterPayload', () => {
  const values: FilterFormValues = {
    title: '  Football ',
    keywords: [{ keyword: 'match', wholeWord: true }],
    context: ['public', 'home'],
    action: 'warn',
    expiry: 3600,
  };

  it('maps a new filter to the create body (contexts in order, expiry in seconds)', () => {
    expect(filterPayload(values)).toEqual({
      title: 'Football',
      context: ['home', 'public'],
      filterAction: 'warn',
      expiresIn: 3600,
      keywordsAttributes: [{ keyword: 'match', wholeWord: true }],
    });
  });

  it.each<[FilterFormValues['expiry'], number | null | undefined]>([
    [0, null],
    [1800, 1800],
    [604_800, 604_800],
    ['keep', undefined],
  ])('expiry %j -> expires_in %j', (expiry, expected) => {
    const payload = filterPayload({ ...values, expiry }, existing);
    expect('expiresIn' in payload).toBe(expected !== undefined);
    expect(payload.expiresIn).toBe(expected);
  });

  it('maps an edit to the update body with the keyword diff', () => {
    const edited = {
      ...formFromFilter(existing),
      keywords: formFromFilter(existing).keywords.slice(1),
    };
    expect(filterPayload(edited, existing)).toEqual({
      title: 'Spoilers',
      context: ['home', 'thread'],
      filterAction: 'hide',
      keywordsAttributes: [{ id: 'k1', _destroy: true }],
    });
  });
});

describe('formFromFilter', () => {
  it('fills the form and keeps an existing expiry', () => {
    expect(formFromFilter(existing)).toEqual({
      title: 'Spoilers',
      keywords: existing.keywords,
      context: ['home', 'thread'],
      action: 'hide',
      expiry: 'keep',
    });
  });

  it('reads a filter without expiry as "never"', () => {
    expect(formFromFilter({ ...existing, expiresAt: null }).expiry).toBe(0);
  });
});

describe('filterFormProblems', () => {
  it.each<[Partial<FilterFormValues>, string[]]>([
    [{ title: 'A' }, []],
    [{ title: '   ' }, ['title']],
    [{ title: 'A', context: [] }, ['context']],
    [{ title: '', context: [] }, ['title', 'context']],
  ])('%j -> %j', (change, problems) => {
    expect(filterFormProblems({ ...EMPTY_FILTER_FORM, ...change })).toEqual(problems);
  });
});

describe('withPendingKeyword', () => {
  it('adds a keyword still being typed, as a whole word', () => {
    expect(withPendingKeyword(EMPTY_FILTER_FORM, ' spoiler ').keywords).toEqual([
      { keyword: 'spoiler', wholeWord: true },
    ]);
  });

  it('adds nothing for a blank one', () => {
    expect(withPendingKeyword(EMPTY_FILTER_FORM, '  ')).toBe(EMPTY_FILTER_FORM);
  });
});

describe('expiry choices', () => {
  it('offers never, 30 min, 1 h, 6 h, 12 h, 1 day and 1 week', () => {
    expect(FILTER_EXPIRY_CHOICES.slice(1).map(expiryParts)).toEqual([
      { value: 30, unit: 'minute' },
      { value: 1, unit: 'hour' },
      { value: 6, unit: 'hour' },
      { value: 12, unit: 'hour' },
      { value: 1, unit: 'day' },
      { value: 1, unit: 'week' },
    ]);
    expect(FILTER_EXPIRY_CHOICES[0]).toBe(0);
  });
});

describe('blur', () => {
  const mastodonRecord = (version: string, apiVersions?: Record<string, number>) =>
    toInstanceRecord(
      {
        domain: 'm.example',
        title: 'M',
        version,
        apiVersions,
        configuration: { urls: {} },
      },
      'm.example',
    );
  const snacNodeInfo: NodeInfo = {
    software: { name: 'snac', version: '2.75' },
    openRegistrations: false,
  } as NodeInfo;

  it.each<[string, Record<string, number> | undefined, boolean]>([
    ['4.5.0', { mastodon: 7 }, true],
    ['4.4.0', { mastodon: 5 }, true],
    ['4.4.2', undefined, true],
    ['4.3.1', { mastodon: 2 }, false],
    ['4.2.10', undefined, false],
    ['5.0.0', undefined, true],
  ])('Mastodon %s (api %j) -> %s', (version, apiVersions, offered) => {
    expect(filterBlurOffered(mastodonRecord(version, apiVersions), null)).toBe(offered);
  });

  it('is not offered on other servers or unknown ones', () => {
    expect(filterBlurOffered(mastodonRecord('4.5.0'), snacNodeInfo)).toBe(false);
    expect(filterBlurOffered(null, null)).toBe(false);
  });

  it('offers blur where the server has it or the filter already uses it', () => {
    expect(filterActionsOffered(false)).toEqual(['warn', 'hide']);
    expect(filterActionsOffered(true)).toEqual(['warn', 'hide', 'blur']);
    expect(filterActionsOffered(false, 'blur')).toEqual(['warn', 'hide', 'blur']);
  });
});
