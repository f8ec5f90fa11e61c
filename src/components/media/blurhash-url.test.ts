import { afterEach, expect, test, vi } from 'vitest';
import { blurhashUrl } from './blurhash-url';

const HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

afterEach(() => vi.restoreAllMocks());

test('invalid hashes draw nothing', () => {
  expect(blurhashUrl('not a blurhash')).toBeNull();
});

test('each hash is drawn once, then served from the cache', () => {
  const context = {
    createImageData: () => ({ data: new Uint8ClampedArray(32 * 32 * 4) }),
    putImageData: vi.fn(),
  };
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  expect(blurhashUrl(HASH)).toBe('data:image/png;base64,AAAA');
  expect(blurhashUrl(HASH)).toBe('data:image/png;base64,AAAA');
  expect(getContext).toHaveBeenCalledTimes(1);
  expect(context.putImageData).toHaveBeenCalledTimes(1);
});
