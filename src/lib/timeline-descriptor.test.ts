import { describe, expect, it } from 'vitest';
import { streamedPostFits } from './timeline-descriptor';

const withMedia = { mediaAttachments: [{ id: '1' }] };
const without = { mediaAttachments: [] };

describe('streamedPostFits', () => {
  it('keeps only posts with media in a media-only hashtag timeline', () => {
    const media = { type: 'tag' as const, tags: ['cats'], media: true };
    expect(streamedPostFits(media, withMedia)).toBe(true);
    expect(streamedPostFits(media, without)).toBe(false);
    expect(streamedPostFits(media, { ...without, reblog: withMedia })).toBe(true);
  });

  it('keeps every post elsewhere', () => {
    expect(streamedPostFits({ type: 'tag', tags: ['cats'] }, without)).toBe(true);
    expect(streamedPostFits({ type: 'home' }, without)).toBe(true);
  });
});
