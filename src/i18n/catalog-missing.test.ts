import type { Messages } from '@lingui/core';
import { expect, test } from 'vitest';
import { activateLocale, i18n, showMissingAsEmpty } from './i18n';

const rest = Object.values(
  import.meta.glob<Messages>('../../locales/en.po', {
    query: '?part=rest',
    import: 'messages',
    eager: true,
  }),
)[0];

test('a message of the rest wanted before it came is empty, not its id, until the rest comes', async () => {
  await activateLocale('en');
  showMissingAsEmpty();
  const id = Object.keys(rest).find((key) => typeof rest[key] !== 'string' || rest[key] !== '')!;
  const changed = new Promise<void>((resolve) => i18n.on('change', resolve));
  expect(i18n._(id)).toBe('');
  await changed;
  expect(i18n._(id)).not.toBe('');
  expect(i18n._(id)).not.toBe(id);
});
