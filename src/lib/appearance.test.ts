import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APPEARANCE,
  TEXT_SIZES,
  parseAppearance,
  rootAttributes,
  textSizePercent,
} from './appearance';

describe('text sizes', () => {
  it('are at least four steps, each larger than the one before, with 100 % the default', () => {
    const percents = TEXT_SIZES.map(textSizePercent);
    expect(percents).toEqual([87.5, 100, 112.5, 125]);
    expect(textSizePercent(DEFAULT_APPEARANCE.textSize)).toBe(100);
  });
});

describe('parseAppearance', () => {
  it('reads a stored record', () => {
    expect(parseAppearance({ theme: 'dark', textSize: 'larger' })).toEqual({
      theme: 'dark',
      textSize: 'larger',
    });
  });

  it('gives the defaults for nothing stored or for damaged data', () => {
    expect(parseAppearance(null)).toEqual(DEFAULT_APPEARANCE);
    expect(parseAppearance('dark')).toEqual(DEFAULT_APPEARANCE);
    expect(parseAppearance([])).toEqual(DEFAULT_APPEARANCE);
  });

  it('keeps the good field when the other is unknown', () => {
    expect(parseAppearance({ theme: 'sepia', textSize: 'large' })).toEqual({
      theme: 'system',
      textSize: 'large',
    });
    expect(parseAppearance({ theme: 'light', textSize: 3 })).toEqual({
      theme: 'light',
      textSize: 'default',
    });
  });
});

describe('rootAttributes', () => {
  it('sets no theme when following the system, and no font size at the default size', () => {
    expect(rootAttributes(DEFAULT_APPEARANCE)).toEqual({ dataTheme: null, fontSize: null });
  });

  it('names a chosen theme and scales the root font size', () => {
    expect(rootAttributes({ theme: 'dark', textSize: 'small' })).toEqual({
      dataTheme: 'dark',
      fontSize: '87.5%',
    });
    expect(rootAttributes({ theme: 'light', textSize: 'larger' })).toEqual({
      dataTheme: 'light',
      fontSize: '125%',
    });
  });
});
