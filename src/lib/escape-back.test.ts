import { describe, expect, test } from 'vitest';
import { escapeGoesBack } from './escape-back';

const press = (key: string, extra: Partial<Parameters<typeof escapeGoesBack>[0]> = {}) => ({
  key,
  defaultPrevented: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...extra,
});
const on = (tagName: string, extra: { isContentEditable?: boolean; inOverlay?: boolean } = {}) => ({
  tagName,
  isContentEditable: false,
  inOverlay: false,
  ...extra,
});

describe('escapeGoesBack', () => {
  test('a plain Escape on the page goes back', () => {
    expect(escapeGoesBack(press('Escape'), on('BODY'))).toBe(true);
    expect(escapeGoesBack(press('Escape'), on('BUTTON'))).toBe(true);
    expect(escapeGoesBack(press('Escape'), null)).toBe(true);
  });

  test('other keys, and Escape with a modifier, do not', () => {
    expect(escapeGoesBack(press('Enter'), on('BODY'))).toBe(false);
    expect(escapeGoesBack(press('Escape', { shiftKey: true }), on('BODY'))).toBe(false);
    expect(escapeGoesBack(press('Escape', { ctrlKey: true }), on('BODY'))).toBe(false);
  });

  test('an Escape something else took (a dialog, a menu, a field) does not', () => {
    expect(escapeGoesBack(press('Escape', { defaultPrevented: true }), on('BODY'))).toBe(false);
    expect(escapeGoesBack(press('Escape'), on('BUTTON', { inOverlay: true }))).toBe(false);
    expect(escapeGoesBack(press('Escape'), on('INPUT'))).toBe(false);
    expect(escapeGoesBack(press('Escape'), on('TEXTAREA'))).toBe(false);
    expect(escapeGoesBack(press('Escape'), on('DIV', { isContentEditable: true }))).toBe(false);
  });
});
