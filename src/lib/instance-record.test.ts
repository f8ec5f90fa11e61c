import { expect, test } from 'vitest';
import { toInstanceRecord } from './instance-record';

test('reads a v2 instance', () => {
  const record = toInstanceRecord(
    {
      domain: 'mastodon.example',
      version: '4.4.0',
      apiVersions: { mastodon: '6' },
      configuration: {
        urls: { streaming: 'wss://mastodon.example' },
        statuses: { maxCharacters: 500, maxMediaAttachments: 4 },
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
    apiVersions: { mastodon: '6' },
    configuration: {
      statuses: { maxCharacters: 500, maxMediaAttachments: 4 },
      polls: {
        maxOptions: 4,
        maxCharactersPerOption: 50,
        minExpiration: 300,
        maxExpiration: 2629746,
      },
      vapid: { publicKey: 'KEY' },
      urls: { streaming: 'wss://mastodon.example' },
    },
    urls: { streamingApi: 'wss://mastodon.example' },
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
