import { describe, expect, it } from 'vitest';
import { TEXT_SIZES, parseAppearance, rootAttributes } from './appearance';

const DEFAULTS = { theme: 'system', textSize: 'default' } as const;

describe('text sizes', () => {
  it('are four steps of the root font size, smallest first, the default leaving it alone', () => {
    const sizes = TEXT_SIZES.map(
      (textSize) => rootAttributes({ theme: 'system', textSize }).fontSize,
    );
    expect(sizes).toEqual(['87.5%', null, '112.5%', '125%']);
  });
});

describe('parseAppearance', () => {
  it('reads a stored record', () => {
    expect(parseAppearance({ theme: 'dark', textSize: 'larger' })).toEqual({
      theme: 'dark',
      textSize: 'larger',
    });
  });

  it('gives the defaults (follow the system, default size) for nothing stored or damaged data', () => {
    expect(parseAppearance(null)).toEqual(DEFAULTS);
    expect(parseAppearance('dark')).toEqual(DEFAULTS);
    expect(parseAppearance([])).toEqual(DEFAULTS);
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
    expect(rootAttributes(DEFAULTS)).toEqual({ dataTheme: null, fontSize: null });
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
