import { expect, test } from 'vitest';
import { parseStoredNodeInfo, pickNodeInfoHref, toNodeInfo } from './nodeinfo';

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

const stored = {
  version: '2.0',
  software: { name: 'mastodon', version: '4.5.0' },
  openRegistrations: true,
  metadata: { nodeName: 'Example' },
};

test.each([
  ['a full record', stored, stored],
  [
    'one without the optional parts',
    { version: '2.0', software: stored.software },
    { version: '2.0', software: stored.software },
  ],
  ['one without its software', { version: '2.0' }, null],
  ['a software name of the wrong type', { ...stored, software: { name: 7, version: '1' } }, null],
  ['a string', 'mastodon', null],
  ['an array', [stored], null],
  ['nothing', null, null],
])('stored node info: %s', (_name, value, expected) => {
  expect(parseStoredNodeInfo(value)).toEqual(expected);
});
