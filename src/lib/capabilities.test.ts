import { expect, test } from 'vitest';
import gtsInstance from './__fixtures__/gotosocial-0.19/instance-v2.json';
import gtsNodeInfo from './__fixtures__/gotosocial-0.19/nodeinfo-2.0.json';
import gtsLinks from './__fixtures__/gotosocial-0.19/well-known-nodeinfo.json';
import mastodonInstance from './__fixtures__/mastodon-4.5/instance-v2.json';
import mastodonNodeInfo from './__fixtures__/mastodon-4.5/nodeinfo-2.0.json';
import mastodonLinks from './__fixtures__/mastodon-4.5/well-known-nodeinfo.json';
import snacInstance from './__fixtures__/snac-2.75/instance-v1.json';
import snacNodeInfo from './__fixtures__/snac-2.75/nodeinfo-2.0.json';
import snacLinks from './__fixtures__/snac-2.75/well-known-nodeinfo.json';
import {
  detectCapabilities,
  detectSoftware,
  MASTODON_DEFAULTS,
  serverVersion,
  signUpUrl,
  versionAtLeast,
  withMissing,
  type Capabilities,
} from './capabilities';
import { toInstanceRecord, type InstanceRecord } from './instance-record';
import { pickNodeInfoHref, toNodeInfo, type NodeInfo } from './nodeinfo';

/** masto.js hands the app camelCased keys; do the same to the raw answers. */
function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      camelKeys(inner),
    ]),
  );
}

const record = (raw: unknown, host: string) => toInstanceRecord(camelKeys(raw), host);

const servers = {
  'Mastodon 4.5': {
    host: 'mastodon.example',
    record: record(mastodonInstance, 'mastodon.example'),
    links: mastodonLinks,
    nodeInfo: toNodeInfo(mastodonNodeInfo),
  },
  'GoToSocial 0.19': {
    host: 'gts.example',
    record: record(gtsInstance, 'gts.example'),
    links: gtsLinks,
    nodeInfo: toNodeInfo(gtsNodeInfo),
  },
  'snac 2.75': {
    host: 'snac.example',
    record: record(snacInstance, 'snac.example'),
    links: snacLinks,
    nodeInfo: toNodeInfo(snacNodeInfo),
  },
};
type Server = keyof typeof servers;

const expected: Record<Server, Capabilities> = {
  'Mastodon 4.5': {
    software: 'mastodon',
    groupedNotifications: true,
    notificationPolicyV1: true,
    notificationPolicyV2: true,
    quotes: true,
    scheduledPosts: true,
    trends: true,
    translation: true,
    streaming: true,
    markers: true,
    filtersV2: true,
    polls: true,
    mediaV2: true,
    edit: true,
    boostVisibility: true,
    pins: true,
    conversationMutes: true,
    listSettings: true,
    featuredTags: true,
  },
  'GoToSocial 0.19': {
    software: 'gotosocial',
    groupedNotifications: false,
    notificationPolicyV1: false,
    notificationPolicyV2: false,
    quotes: false,
    scheduledPosts: false,
    trends: false,
    translation: false,
    streaming: true,
    markers: true,
    filtersV2: true,
    polls: true,
    mediaV2: true,
    edit: true,
    boostVisibility: false,
    pins: true,
    conversationMutes: true,
    listSettings: true,
    featuredTags: true,
  },
  'snac 2.75': {
    software: 'snac',
    groupedNotifications: false,
    notificationPolicyV1: false,
    notificationPolicyV2: false,
    quotes: false,
    // It lists none and publishes a post sent with `scheduled_at` at once.
    scheduledPosts: false,
    trends: false,
    translation: false,
    streaming: false,
    markers: true,
    filtersV2: false,
    polls: true,
    mediaV2: true,
    edit: true,
    boostVisibility: false,
    pins: true,
    conversationMutes: true,
    // It answers 404 to a list's update and to its own featured hashtags.
    listSettings: false,
    featuredTags: false,
  },
};

test.each(Object.keys(servers) as Server[])('%s: capabilities from its answers', (name) => {
  const server = servers[name];
  expect(detectCapabilities(server.record, server.nodeInfo)).toEqual(expected[name]);
});

test.each(Object.keys(servers) as Server[])('%s: node info is found from its links', (name) => {
  const href = pickNodeInfoHref(servers[name].links);
  expect(href).toBe(
    `${name === 'snac 2.75' ? 'http' : 'https'}://${servers[name].host}/${
      name === 'snac 2.75' ? 'nodeinfo_2_0' : 'nodeinfo/2.0'
    }`,
  );
});

test('snac is recognised from its instance record alone, though it claims Mastodon 4.0', () => {
  const { record: snac } = servers['snac 2.75'];
  expect(detectCapabilities(snac, null)).toEqual(expected['snac 2.75']);
});

test('GoToSocial omits api_versions and says translation is off', () => {
  const { record: gts } = servers['GoToSocial 0.19'];
  expect(gts.apiVersions).toEqual({});
  expect(gts.configuration.translation).toEqual({ enabled: false });
});

test('an unknown server, or nothing known, gets the Mastodon defaults', () => {
  const other: NodeInfo = { version: '2.0', software: { name: 'misskey', version: '2025.1.0' } };
  expect(detectCapabilities(null, null)).toEqual({ software: 'other', ...MASTODON_DEFAULTS });
  expect(detectCapabilities(null, other)).toEqual({ software: 'other', ...MASTODON_DEFAULTS });
});

function mastodon(version: string, apiVersions: Record<string, number> = {}): InstanceRecord {
  return { ...toInstanceRecord({ version }, 'm.example'), apiVersions };
}

test.each([
  ['4.5.0', { mastodon: 7 }, { quotes: true, groupedNotifications: true }],
  ['4.4.3', { mastodon: 6 }, { quotes: false, groupedNotifications: true }],
  ['4.3.0', { mastodon: 2 }, { notificationPolicyV2: true, notificationPolicyV1: true }],
  ['4.2.10', {}, { groupedNotifications: false, notificationPolicyV2: false }],
  ['4.2.0', {}, { notificationPolicyV1: true }],
  ['4.1.0', {}, { notificationPolicyV1: false, filtersV2: true }],
  ['3.5.3', {}, { filtersV2: false, edit: true, trends: true }],
  ['3.4.0', {}, { edit: false, trends: false, markers: true, mediaV2: true }],
  ['3.1.2', {}, { mediaV2: false }],
  ['2.9.0', {}, { markers: false, polls: true, scheduledPosts: true }],
  ['2.8.0', {}, { boostVisibility: true }],
  ['2.7.4', {}, { boostVisibility: false }],
  ['4.2.0+hometown-1.1.1', { mastodon: 2 }, { groupedNotifications: true }],
  ['4.5.0-beta.1', {}, { quotes: true }],
])('Mastodon %s %j', (version, apiVersions, flags) => {
  expect(detectCapabilities(mastodon(version, apiVersions), null)).toMatchObject({
    software: 'mastodon',
    ...flags,
  });
});

test('api_versions alone decide when the version cannot be read', () => {
  const caps = detectCapabilities(mastodon('nightly', { mastodon: 6 }), null);
  expect(caps).toMatchObject({ groupedNotifications: true, quotes: false, trends: true });
});

test('translation switched off on a Mastodon server is believed', () => {
  const m = servers['Mastodon 4.5'].record;
  const off = { ...m, configuration: { ...m.configuration, translation: { enabled: false } } };
  expect(detectCapabilities(off, null).translation).toBe(false);
});

test.each([
  ['2.7.2 (compatible; Pleroma 2.5.0)', 'pleroma'],
  ['2.7.2 (compatible; Akkoma 3.13.2)', 'akkoma'],
  ['4.0.0 (not true; really snac/2.75)', 'snac'],
  ['4.4.0', 'mastodon'],
  ['0.19.1', 'other'],
  ['', 'other'],
])('software from the version string %j', (version, software) => {
  expect(detectSoftware(toInstanceRecord({ version }, 'x.example'), null)).toBe(software);
});

test.each([
  ['4.4.0+glitch', '4.4.0'],
  ['4.5.0-beta.1', '4.5.0'],
  [' v3.5', '3.5'],
  ['2.7.2 (compatible; Pleroma 2.5.0)', '2.7.2'],
  ['nightly', null],
  ['', null],
])('the server version of %j is %j', (version, expected) => {
  expect(serverVersion(toInstanceRecord({ version }, 'x.example'), null)).toBe(expected);
});

test('the server version falls back to node info', () => {
  const nodeInfo = { software: { name: 'mastodon', version: '4.2.1' } } as NodeInfo;
  expect(serverVersion(toInstanceRecord({ version: '' }, 'x.example'), nodeInfo)).toBe('4.2.1');
});

test.each([
  ['4.3.0', '4.3', true],
  ['4.3', '4.3.0', true],
  ['4.5.0', '4.4', true],
  ['4.2.9', '4.3', false],
  ['3.1.2', '3.1.3', false],
  ['10.0', '9.9', true],
  ['4.10.0', '4.9', true],
])('%s is at least %s: %s', (version, minimum, expected) => {
  expect(versionAtLeast(version, minimum)).toBe(expected);
});

test('withMissing turns capabilities off and leaves the rest', () => {
  const caps = withMissing(expected['Mastodon 4.5'], ['trends', 'quotes']);
  expect(caps).toEqual({ ...expected['Mastodon 4.5'], trends: false, quotes: false });
});

test.each([
  ['Mastodon 4.5', 'https://mastodon.example/auth/sign_up'],
  ['GoToSocial 0.19', null],
  ['snac 2.75', null],
] as const)('%s: sign-up link %s', (name, url) => {
  const server = servers[name];
  expect(signUpUrl(server.host, server.record, server.nodeInfo)).toBe(url);
});

test('sign-up link: open GoToSocial, a loopback server over http, a custom url', () => {
  const gts = servers['GoToSocial 0.19'];
  const open = { ...gts.record, registrations: { enabled: true } };
  expect(signUpUrl('gts.example', open, gts.nodeInfo)).toBe('https://gts.example/signup');
  const local = { ...mastodon('4.5.0'), registrations: { enabled: true } };
  expect(signUpUrl('127.0.0.1:8787', local, null)).toBe('http://127.0.0.1:8787/auth/sign_up');
  const custom = { enabled: true, url: 'https://join.example/start' };
  expect(signUpUrl('m.example', { ...local, registrations: custom }, null)).toBe(custom.url);
  const hostile = { enabled: true, url: 'javascript:alert(1)' };
  expect(signUpUrl('m.example', { ...local, registrations: hostile }, null)).toBe(
    'https://m.example/auth/sign_up',
  );
});

test('sign-up falls back to node info openRegistrations when the record does not say', () => {
  const info: NodeInfo = {
    version: '2.0',
    software: { name: 'mastodon', version: '4.5.0' },
    openRegistrations: true,
  };
  expect(signUpUrl('m.example', null, info)).toBe('https://m.example/auth/sign_up');
  expect(signUpUrl('m.example', null, { ...info, openRegistrations: false })).toBeNull();
});
