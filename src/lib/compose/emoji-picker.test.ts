import { describe, expect, test } from 'vitest';
import { groupCustom, groupStandard, shownSections, type StandardEmoji } from './emoji-picker';

const standard: StandardEmoji[] = [
  { unicode: '🐦', label: 'bird', group: 3, tags: ['animal'] },
  { unicode: '😀', label: 'grinning face', group: 0, tags: ['happy'] },
  { unicode: '🏻', label: 'light skin tone', group: 2 },
  { unicode: '🇦', label: 'regional indicator A' },
  { unicode: '👋', label: 'waving hand', group: 1, tags: ['hello', 'bye'] },
  { unicode: '🐧', label: 'penguin', group: 3, tags: ['bird', 'animal'] },
];

describe('groupStandard', () => {
  test('groups in Unicode order, leaving out components and ungrouped characters', () => {
    expect(
      groupStandard(standard, '').map(({ group, emojis }) => [group, emojis.map((e) => e.unicode)]),
    ).toEqual([
      [0, ['😀']],
      [1, ['👋']],
      [3, ['🐦', '🐧']],
    ]);
  });

  test('searches names and keywords, ignoring case and colons', () => {
    const found = (query: string) =>
      groupStandard(standard, query).flatMap(({ emojis }) => emojis.map((e) => e.unicode));
    expect(found('BIRD')).toEqual(['🐦', '🐧']);
    expect(found(':hello:')).toEqual(['👋']);
    expect(found('face')).toEqual(['😀']);
    expect(found('nothing like it')).toEqual([]);
  });
});

describe('groupCustom', () => {
  const custom = [
    { shortcode: 'wave', visibleInPicker: true, category: 'Sea' },
    { shortcode: 'petrel', visibleInPicker: true, category: 'Birds' },
    { shortcode: 'party', visibleInPicker: true, category: null },
    { shortcode: 'hidden', visibleInPicker: false, category: null },
    { shortcode: 'albatross', visibleInPicker: true, category: 'Birds' },
    { shortcode: 'blank', visibleInPicker: true, category: '' },
  ];

  test('by category, the uncategorised first, hidden ones left out', () => {
    expect(
      groupCustom(custom, '').map(({ category, emojis }) => [
        category,
        emojis.map((e) => e.shortcode),
      ]),
    ).toEqual([
      [null, ['blank', 'party']],
      ['Birds', ['albatross', 'petrel']],
      ['Sea', ['wave']],
    ]);
  });

  test('searches shortcodes', () => {
    expect(groupCustom(custom, 'PE').map(({ emojis }) => emojis.map((e) => e.shortcode))).toEqual([
      ['petrel'],
    ]);
  });
});

describe('shownSections', () => {
  const sections = [
    { key: 'a', emojis: [1, 2, 3] },
    { key: 'b', emojis: [4, 5] },
    { key: 'c', emojis: [6] },
  ];
  const keys = (shown: { key: string; emojis: number[] }[]) =>
    shown.map(({ key, emojis }) => `${key}:${emojis.join('')}`);

  test('the chosen group only, the first while none (or a gone one) is chosen', () => {
    expect(keys(shownSections(sections, false, 'b', 10))).toEqual(['b:45']);
    expect(keys(shownSections(sections, false, null, 10))).toEqual(['a:123']);
    expect(keys(shownSections(sections, false, 'gone', 10))).toEqual(['a:123']);
    expect(shownSections([], false, null, 10)).toEqual([]);
  });

  test('while searching, every group up to the cap in all', () => {
    expect(keys(shownSections(sections, true, 'b', 10))).toEqual(['a:123', 'b:45', 'c:6']);
    expect(keys(shownSections(sections, true, null, 4))).toEqual(['a:123', 'b:4']);
  });
});
