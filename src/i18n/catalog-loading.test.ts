import type { Messages } from '@lingui/core';
import { expect, test } from 'vitest';
import { activateLocale, i18n, loadRestOfCatalog } from './i18n';

const rest = Object.values(
  import.meta.glob<Messages>('../../locales/en.po', {
    query: '?part=rest',
    import: 'messages',
    eager: true,
  }),
)[0];

test('before the first render only the first part of the catalog is there, and the rest follows', async () => {
  await activateLocale('en');
  const [id] = Object.keys(rest);
  expect(id).toBeDefined();
  expect(i18n.messages[id]).toBeUndefined();
  expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
  await loadRestOfCatalog();
  expect(i18n.messages[id]).toEqual(rest[id]);
});
