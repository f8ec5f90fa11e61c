import { expect, test } from 'vitest';
import { streamingOrigin } from './streaming-url';

test.each([
  ['wss://streaming.example', 'mastodon.example', 'wss://streaming.example'],
  ['https://streaming.example/', 'mastodon.example', 'wss://streaming.example'],
  [undefined, 'mastodon.example', 'wss://mastodon.example'],
  ['', 'mastodon.example', 'wss://mastodon.example'],
  [undefined, '127.0.0.1:8787', 'ws://127.0.0.1:8787'],
  ['wss://localhost:4000', 'localhost:4000', 'ws://localhost:4000'],
  ['not a url', 'mastodon.example', 'wss://mastodon.example'],
])('streamingOrigin(%j, %j) is %s', (advertised, instance, expected) => {
  expect(streamingOrigin(advertised, instance)).toBe(expected);
});
