import { describe, expect, it } from 'vitest';
import { hasNoStreaming, streamingHealthUrl, type HealthAnswer } from './streaming-health';

describe('hasNoStreaming', () => {
  it.each<[string, HealthAnswer, boolean, boolean]>([
    ['Mastodon answers OK', 200, true, false],
    ['the endpoint is not there (snac)', 404, true, true],
    ['the endpoint is gone', 410, true, true],
    ['not there, nor advertised', 404, false, true],
    ['no answer (offline, CORS): tried again', 'unreachable', true, false],
    ['no answer and not advertised: tried again', 'unreachable', false, false],
    ['a server error says nothing about an advertised stream', 502, true, false],
    ['a server error without an advertised stream', 502, false, true],
    ['OK without an advertised stream (it lives at the instance)', 200, false, false],
  ])('%s', (_name, health, advertised, expected) => {
    expect(hasNoStreaming(health, advertised)).toBe(expected);
  });
});

describe('streamingHealthUrl', () => {
  it.each([
    ['wss://streaming.social.example', 'https://streaming.social.example/api/v1/streaming/health'],
    ['ws://127.0.0.1:8787', 'http://127.0.0.1:8787/api/v1/streaming/health'],
  ])('%s', (origin, expected) => {
    expect(streamingHealthUrl(origin)).toBe(expected);
  });
});
