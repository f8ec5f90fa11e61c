import { describe, expect, test } from 'vitest';
import { focusToObjectPosition, mediaAspect, singleMediaRatio } from './media-layout';

describe('focusToObjectPosition', () => {
  test('the centre, and no focus at all, is 50% 50%', () => {
    expect(focusToObjectPosition({ x: 0, y: 0 })).toBe('50% 50%');
    expect(focusToObjectPosition(null)).toBe('50% 50%');
    expect(focusToObjectPosition(undefined)).toBe('50% 50%');
  });

  test('x runs left to right, y runs bottom to top (so top is 0%)', () => {
    expect(focusToObjectPosition({ x: -1, y: 1 })).toBe('0% 0%');
    expect(focusToObjectPosition({ x: 1, y: -1 })).toBe('100% 100%');
    expect(focusToObjectPosition({ x: 0.5, y: -0.25 })).toBe('75% 62.5%');
    expect(focusToObjectPosition({ x: -0.333, y: 0.9 })).toBe('33.35% 5%');
  });

  test('values outside −1..1 are clamped and broken ones fall back to the centre', () => {
    expect(focusToObjectPosition({ x: 3, y: -7 })).toBe('100% 100%');
    expect(focusToObjectPosition({ x: Number.NaN, y: 1 })).toBe('50% 0%');
    expect(focusToObjectPosition({ y: -1 })).toBe('50% 100%');
  });
});

describe('lone media keep their shape within limits', () => {
  test('the aspect comes from the original size, then the small one, then the stated aspect', () => {
    expect(mediaAspect({ original: { width: 640, height: 480 } })).toBeCloseTo(4 / 3);
    expect(mediaAspect({ original: null, small: { width: 200, height: 400 } })).toBe(0.5);
    expect(mediaAspect({ original: { aspect: 1.5 } })).toBe(1.5);
    expect(mediaAspect({ original: { width: 0, height: 0 } })).toBeNull();
    expect(mediaAspect(null)).toBeNull();
  });

  test('portrait stops at 3:4, panoramas at 2:1, unknown is 16:9', () => {
    expect(singleMediaRatio({ original: { width: 480, height: 640 } })).toBe(0.75);
    expect(singleMediaRatio({ original: { width: 400, height: 1200 } })).toBe(0.75);
    expect(singleMediaRatio({ original: { width: 500, height: 500 } })).toBe(1);
    expect(singleMediaRatio({ original: { width: 3000, height: 500 } })).toBe(2);
    expect(singleMediaRatio({})).toBeCloseTo(16 / 9);
  });
});
