import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import mastodonInstance from '../lib/__fixtures__/mastodon-4.5/instance-v2.json';
import mastodonNodeInfo from '../lib/__fixtures__/mastodon-4.5/nodeinfo-2.0.json';
import snacInstance from '../lib/__fixtures__/snac-2.75/instance-v1.json';
import snacNodeInfo from '../lib/__fixtures__/snac-2.75/nodeinfo-2.0.json';

const nodeInfoLinks = (href: string) => ({
  links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href }],
});

/** Handlers making `origin` describe itself as Mastodon 4.5 does (recorded fixtures). */
export function answerAsMastodon(origin: string) {
  return [
    http.get(`${origin}/api/v2/instance`, () => HttpResponse.json(mastodonInstance)),
    http.get(`${origin}/.well-known/nodeinfo`, () =>
      HttpResponse.json(nodeInfoLinks(`${origin}/nodeinfo/2.0`)),
    ),
    http.get(`${origin}/nodeinfo/2.0`, () => HttpResponse.json(mastodonNodeInfo)),
  ];
}

/** Handlers making `origin` describe itself as snac 2.75 does: no v2 instance, HTML 404s. */
export function answerAsSnac(origin: string) {
  return [
    http.get(
      `${origin}/api/v2/instance`,
      () =>
        new HttpResponse('<h1>404 Not Found (snac/2.75)</h1>', {
          status: 404,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    ),
    http.get(`${origin}/api/v1/instance`, () => HttpResponse.json(snacInstance)),
    http.get(`${origin}/.well-known/nodeinfo`, () =>
      HttpResponse.json(nodeInfoLinks(`${origin}/nodeinfo_2_0`)),
    ),
    http.get(`${origin}/nodeinfo_2_0`, () => HttpResponse.json(snacNodeInfo)),
  ];
}

/**
 * An msw server for the file's tests, answering only what they set up (anything else fails the
 * test), with `seen` for them to note requests in, emptied after each test.
 */
export function setupRecordingServer() {
  const server = setupServer();
  const seen: string[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());
  return { server, seen };
}
