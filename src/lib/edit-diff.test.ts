import { describe, expect, test } from 'vitest';
import { diffWords, hasChanges, versionChanges, type VersionFacts } from './edit-diff';

describe('diffWords', () => {
  test('a replaced word: the old one removed, the new one added, the rest kept', () => {
    expect(diffWords('The tide is high today', 'The tide is low today')).toEqual([
      { kind: 'same', text: 'The tide is ' },
      { kind: 'removed', text: 'high' },
      { kind: 'added', text: 'low' },
      { kind: 'same', text: ' today' },
    ]);
  });

  test('words added and removed in several places', () => {
    const parts = diffWords('a b c d', 'a x c d e');
    expect(parts).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: ' c d' },
      { kind: 'added', text: ' e' },
    ]);
  });

  test('the kept and added parts give the new text, the kept and removed the old', () => {
    const before = 'Seals on the north beach\n\nBring binoculars';
    const after = 'Seals and pups on the beach\n\nBring binoculars and a flask';
    const parts = diffWords(before, after);
    const text = (kind: string) =>
      parts
        .filter((part) => part.kind !== kind)
        .map((part) => part.text)
        .join('');
    expect(text('removed')).toBe(after);
    expect(text('added')).toBe(before);
  });

  test('neighbouring changes read as one replacement, not word by word', () => {
    expect(diffWords('Second draft', 'Final version with a link')).toEqual([
      { kind: 'removed', text: 'Second draft' },
      { kind: 'added', text: 'Final version with a link' },
    ]);
  });

  test('words added at the end follow the kept text, trailing space and all', () => {
    expect(diffWords('Seals on the beach ', 'Seals on the beach and pups ')).toEqual([
      { kind: 'same', text: 'Seals on the beach ' },
      { kind: 'added', text: 'and pups ' },
    ]);
  });

  test('words added at the start come before the kept text', () => {
    expect(diffWords('Seals today', 'Pups and Seals on the beach. Seals today')).toEqual([
      { kind: 'added', text: 'Pups and Seals on the beach. ' },
      { kind: 'same', text: 'Seals today' },
    ]);
  });

  test('the same text has no changes; a new text from nothing is all added', () => {
    expect(hasChanges(diffWords('same words', 'same words'))).toBe(false);
    expect(diffWords('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(diffWords('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
  });
});

describe('versionChanges', () => {
  const facts = (overrides: Partial<VersionFacts> = {}): VersionFacts => ({
    spoilerText: '',
    sensitive: false,
    media: [],
    pollOptions: null,
    ...overrides,
  });

  test('nothing changed', () => {
    const changes = versionChanges(facts(), facts());
    expect(changes.spoiler).toBeNull();
    expect(changes.mediaAdded + changes.mediaRemoved + changes.descriptionsChanged).toBe(0);
  });

  test('a content warning added, media swapped and described, poll options changed', () => {
    const changes = versionChanges(
      facts({
        media: [
          { key: 'a', description: null },
          { key: 'b', description: 'old' },
        ],
        pollOptions: ['Tea', 'Coffee'],
      }),
      facts({
        spoilerText: 'Spoilers',
        sensitive: true,
        media: [
          { key: 'b', description: 'new' },
          { key: 'c', description: null },
        ],
        pollOptions: ['Tea', 'Cocoa', 'Coffee'],
      }),
    );
    expect(changes.spoiler).toEqual({ before: '', after: 'Spoilers' });
    expect(changes.sensitive).toEqual({ before: false, after: true });
    expect(changes.mediaAdded).toBe(1);
    expect(changes.mediaRemoved).toBe(1);
    expect(changes.descriptionsChanged).toBe(1);
    expect(changes.pollOptionsAdded).toEqual(['Cocoa']);
    expect(changes.pollOptionsRemoved).toEqual([]);
  });

  test('a poll added or taken away is said so, not as options', () => {
    const added = versionChanges(facts(), facts({ pollOptions: ['A', 'B'] }));
    expect(added.pollAdded).toBe(true);
    expect(added.pollOptionsAdded).toEqual([]);
    const removed = versionChanges(facts({ pollOptions: ['A', 'B'] }), facts());
    expect(removed.pollRemoved).toBe(true);
    expect(removed.pollOptionsRemoved).toEqual([]);
  });
});
