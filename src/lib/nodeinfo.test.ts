import { expect, test } from 'vitest';
import { pickNodeInfoHref, toNodeInfo } from './nodeinfo';

const link = (version: string) => ({
  rel: `http://nodeinfo.diaspora.software/ns/schema/${version}`,
  href: `https://x.example/nodeinfo/${version}`,
});

test.each([
  [[link('2.0')], 'https://x.example/nodeinfo/2.0'],
  [[link('1.0'), link('2.0'), link('1.1')], 'https://x.example/nodeinfo/2.0'],
  [[link('2.1'), link('2.0')], 'https://x.example/nodeinfo/2.0'],
  [[link('1.0'), link('1.1')], 'https://x.example/nodeinfo/1.1'],
  [[link('2.1')], null],
  [[{ rel: 'other', href: 'https://x.example/other' }], null],
  [[], null],
])('chooses the highest schema version at most 2 (%#)', (links, expected) => {
  expect(pickNodeInfoHref({ links })).toBe(expected);
});

test('no links at all', () => {
  expect(pickNodeInfoHref(null)).toBeNull();
  expect(pickNodeInfoHref({})).toBeNull();
});

test('toNodeInfo keeps software name lower-cased', () => {
  expect(toNodeInfo({ version: '2.0', software: { name: 'GoToSocial', version: '0.17' } })).toEqual(
    {
      version: '2.0',
      software: { name: 'gotosocial', version: '0.17' },
      metadata: undefined,
    },
  );
  expect(toNodeInfo({ nope: true })).toBeNull();
});

test('toNodeInfo keeps whether registrations are open, when said', () => {
  const software = { name: 'snac', version: '2.75' };
  expect(toNodeInfo({ version: '2.0', software, openRegistrations: false })).toMatchObject({
    openRegistrations: false,
  });
  expect(toNodeInfo({ version: '2.0', software, openRegistrations: 'yes' })).not.toHaveProperty(
    'openRegistrations',
  );
});
