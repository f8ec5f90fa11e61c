import { describe, expect, it } from 'vitest';
import {
  CLOUD_BLOCK_END,
  CLOUD_BLOCK_START,
  readCloudShortcuts,
  writeCloudShortcuts,
  type CloudShortcuts,
} from './shortcuts-cloud';

const value: CloudShortcuts = {
  shortcuts: [
    { type: 'home' },
    { type: 'hashtag', tags: ['cats', 'dogs'], media: true, instance: 'other.host' },
    { type: 'notifications' },
  ],
  viewMode: 'multi-column',
};

describe('shortcuts in the private note', () => {
  it('round-trips through a note, keeping its other text', () => {
    const note = writeCloudShortcuts('Met at the meetup.', value);
    expect(note.startsWith('Met at the meetup.\n\n')).toBe(true);
    expect(readCloudShortcuts(note)).toEqual(value);
  });

  it('replaces the old block in place', () => {
    const first = `before\n${writeCloudShortcuts('', value)}\nafter`;
    const next = writeCloudShortcuts(first, { shortcuts: [{ type: 'home' }], viewMode: null });
    expect(next.startsWith('before\n')).toBe(true);
    expect(next.endsWith('\nafter')).toBe(true);
    expect(next.split(CLOUD_BLOCK_START)).toHaveLength(2);
    expect(readCloudShortcuts(next)).toEqual({ shortcuts: [{ type: 'home' }], viewMode: null });
  });

  it('reads a note without a block as nothing', () => {
    expect(readCloudShortcuts('just a note')).toBeNull();
  });

  it('says Invalid settings format for a bad block', () => {
    const bad = [
      `${CLOUD_BLOCK_START}\nnot json\n${CLOUD_BLOCK_END}`,
      `${CLOUD_BLOCK_START}\n{"shortcuts":[{"type":"nope"}]}\n${CLOUD_BLOCK_END}`,
      `${CLOUD_BLOCK_START}\n{"shortcuts":[],"viewMode":"sideways"}\n${CLOUD_BLOCK_END}`,
      `${CLOUD_BLOCK_START}\n{"shortcuts":[]}`,
    ];
    for (const note of bad)
      expect(() => readCloudShortcuts(note)).toThrow('Invalid settings format');
  });
});
