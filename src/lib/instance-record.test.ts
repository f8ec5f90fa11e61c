import { expect, test } from 'vitest';
import { parseStoredInstanceRecord, toInstanceRecord } from './instance-record';

test('reads a v2 instance', () => {
  const record = toInstanceRecord(
    {
      domain: 'mastodon.example',
      version: '4.4.0',
      apiVersions: { mastodon: 6 },
      registrations: { enabled: true, approvalRequired: false, message: null, url: null },
      configuration: {
        translation: { enabled: true },
        urls: { streaming: 'wss://mastodon.example' },
        statuses: { maxCharacters: 500, maxMediaAttachments: 4, charactersReservedPerUrl: 23 },
        polls: {
          maxOptions: 4,
          maxCharactersPerOption: 50,
          minExpiration: 300,
          maxExpiration: 2629746,
        },
        vapid: { publicKey: 'KEY' },
      },
    },
    'mastodon.example',
  );
  expect(record).toEqual({
    uri: 'mastodon.example',
    domain: 'mastodon.example',
    version: '4.4.0',
    apiVersions: { mastodon: 6 },
    configuration: {
      statuses: { maxCharacters: 500, maxMediaAttachments: 4, charactersReservedPerUrl: 23 },
      polls: {
        maxOptions: 4,
        maxCharactersPerOption: 50,
        minExpiration: 300,
        maxExpiration: 2629746,
      },
      vapid: { publicKey: 'KEY' },
      urls: { streaming: 'wss://mastodon.example' },
      translation: { enabled: true },
    },
    urls: { streamingApi: 'wss://mastodon.example' },
    registrations: { enabled: true },
  });
});

test('maps the old field names of a v1 instance onto the new ones', () => {
  const record = toInstanceRecord(
    {
      uri: 'pleroma.example',
      version: '2.7.2 (compatible; Pleroma 2.5.0)',
      urls: { streamingApi: 'wss://pleroma.example' },
      maxTootChars: 5000,
      maxMediaAttachments: 8,
      pollLimits: {
        maxOptionChars: 200,
        maxExpiration: 31536000,
        maxOptions: 20,
        minExpiration: 0,
      },
    },
    'pleroma.example',
  );
  expect(record.domain).toBe('pleroma.example');
  expect(record.uri).toBe('pleroma.example');
  expect(record.configuration.statuses).toEqual({ maxCharacters: 5000, maxMediaAttachments: 8 });
  expect(record.configuration.polls).toEqual({
    maxCharactersPerOption: 200,
    maxExpiration: 31536000,
    maxOptions: 20,
    minExpiration: 0,
  });
  expect(record.configuration.urls.streaming).toBe('wss://pleroma.example');
  expect(record.urls.streamingApi).toBe('wss://pleroma.example');
});

test('new field names win over old ones', () => {
  const record = toInstanceRecord(
    { configuration: { statuses: { maxCharacters: 500 } }, maxTootChars: 9999 },
    'x.example',
  );
  expect(record.configuration.statuses.maxCharacters).toBe(500);
});

test('garbage yields an empty record named after the host', () => {
  const record = toInstanceRecord('nonsense', 'x.example');
  expect(record.domain).toBe('x.example');
  expect(record.configuration.statuses).toEqual({});
  expect(record.apiVersions).toEqual({});
});

test('v1 registrations are a boolean', () => {
  expect(toInstanceRecord({ registrations: false }, 'x.example').registrations).toEqual({
    enabled: false,
  });
  expect(toInstanceRecord({}, 'x.example').registrations).toBeUndefined();
});

test('keeps a custom sign-up url', () => {
  const raw = { registrations: { enabled: true, url: 'https://sso.example/join' } };
  expect(toInstanceRecord(raw, 'x.example').registrations).toEqual({
    enabled: true,
    url: 'https://sso.example/join',
  });
});

test.each([
  [{ mastodon: 7 }, { mastodon: 7 }],
  [{ mastodon: '2' }, { mastodon: 2 }],
  [{ mastodon: 'x', other: 3 }, { other: 3 }],
  [{ mastodon: -1, other: 1.5 }, {}],
  ['nonsense', {}],
])('api versions %j are read as levels %j', (apiVersions, expected) => {
  expect(toInstanceRecord({ apiVersions }, 'x.example').apiVersions).toEqual(expected);
});

test('reads the media limits, or Pleroma’s one upload limit', () => {
  const mastodon = toInstanceRecord(
    {
      configuration: {
        mediaAttachments: {
          supportedMimeTypes: ['image/png', 7, 'video/mp4'],
          imageSizeLimit: 16777216,
          imageMatrixLimit: 33177600,
          videoSizeLimit: 103809024,
          descriptionLimit: 1500,
        },
      },
    },
    'x.example',
  );
  expect(mastodon.configuration.mediaAttachments).toEqual({
    supportedMimeTypes: ['image/png', 'video/mp4'],
    imageSizeLimit: 16777216,
    imageMatrixLimit: 33177600,
    videoSizeLimit: 103809024,
    descriptionLimit: 1500,
  });
  const pleroma = toInstanceRecord({ uploadLimit: 16000000 }, 'pleroma.example');
  expect(pleroma.configuration.mediaAttachments).toEqual({
    imageSizeLimit: 16000000,
    videoSizeLimit: 16000000,
  });
  expect(toInstanceRecord({}, 'x.example').configuration.mediaAttachments).toBeUndefined();
});

test('keeps how many profile fields the server takes, when it says', () => {
  const withLimit = toInstanceRecord(
    { domain: 'm.example', configuration: { accounts: { maxProfileFields: 6 } } },
    'm.example',
  );
  expect(withLimit.configuration.accounts).toEqual({ maxProfileFields: 6 });
  const without = toInstanceRecord({ domain: 'm.example', configuration: {} }, 'm.example');
  expect(without.configuration.accounts).toBeUndefined();
});

const current = toInstanceRecord(
  {
    domain: 'mastodon.example',
    version: '4.4.0',
    apiVersions: { mastodon: 6 },
    registrations: { enabled: true, url: null },
    configuration: {
      statuses: { maxCharacters: 500 },
      mediaAttachments: { descriptionLimit: 1500 },
    },
  },
  'mastodon.example',
);
// As the first versions stored it: API levels as strings, no media limits or registrations.
const firstShape = {
  uri: 'old.example',
  domain: 'old.example',
  version: '4.3.0',
  apiVersions: { mastodon: '2' },
  configuration: { statuses: { maxCharacters: 500 }, polls: {}, vapid: {}, urls: {} },
  urls: {},
};

test.each([
  ['the current shape', JSON.parse(JSON.stringify(current)), current],
  ['an older shape', firstShape, { ...firstShape, apiVersions: { mastodon: 2 } }],
  [
    'no API levels at all',
    { ...firstShape, apiVersions: undefined },
    { ...firstShape, apiVersions: {} },
  ],
  ['a record without its configuration', { ...firstShape, configuration: undefined }, null],
  [
    'a limit of the wrong type',
    {
      ...firstShape,
      configuration: { ...firstShape.configuration, statuses: { maxCharacters: '500' } },
    },
    null,
  ],
  ['a string', 'mastodon.example', null],
  ['a number', 42, null],
  ['an array', [current], null],
  ['nothing', null, null],
])('a stored instance record: %s', (_name, stored, expected) => {
  expect(parseStoredInstanceRecord(stored)).toEqual(expected);
});
