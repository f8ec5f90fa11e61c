import { describe, expect, test } from 'vitest';
import { groupCustom, groupStandard, type StandardEmoji } from './emoji-picker';

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
