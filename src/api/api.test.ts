import { MastoHttpError, MastoTimeoutError } from 'masto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { API_TIMEOUT_MS, createRestClient, getAnonymousClient } from './clients';
import { loadInstance, storedInstance } from './instance';
import { loadNodeInfo } from './nodeinfo';
import { loadPreferences } from './preferences';
import { instanceV2Json } from '../test/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('clients', () => {
  test('the time-out is 2 minutes', () => {
    expect(API_TIMEOUT_MS).toBe(120000);
  });

  test('anonymous clients are shared per instance; authenticated ones are never shared', () => {
    expect(getAnonymousClient('a.example')).toBe(getAnonymousClient('A.example'));
    expect(getAnonymousClient('a.example')).not.toBe(getAnonymousClient('b.example'));
    expect(createRestClient('a.example', 't')).not.toBe(createRestClient('a.example', 't'));
  });

  test('a bearer header is sent only when a token is set; loopback goes over http', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('http://127.0.0.1:4000/api/v1/preferences', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    await createRestClient('127.0.0.1:4000', 'tok').v1.preferences.fetch();
    await getAnonymousClient('127.0.0.1:4000').v1.preferences.fetch();
    expect(seen).toEqual(['Bearer tok', null]);
  });

  test('HTTP errors surface as MastoHttpError with status and message', async () => {
    server.use(
      http.get('https://e.example/api/v1/preferences', () =>
        HttpResponse.json({ error: 'The access token is invalid' }, { status: 401 }),
      ),
    );
    const error = await createRestClient('e.example', 'x')
      .v1.preferences.fetch()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MastoHttpError);
    expect((error as MastoHttpError).statusCode).toBe(401);
    expect((error as MastoHttpError).message).toBe('The access token is invalid');
  });
});

describe('instance record', () => {
  test('v2 first, cached per lower-cased host', async () => {
    server.use(
      http.get('https://v2.example/api/v2/instance', () =>
        HttpResponse.json(instanceV2Json('v2.example')),
      ),
    );
    const record = await loadInstance('V2.Example');
    expect(record?.configuration.statuses.maxCharacters).toBe(500);
    expect(record?.configuration.vapid.publicKey).toBe('vapid-v2.example');
    expect(storedInstance('v2.example')).toEqual(record);
  });

  test('falls back to v1 and maps old field names', async () => {
    server.use(
      http.get('https://v1.example/api/v2/instance', () =>
        HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
      http.get('https://v1.example/api/v1/instance', () =>
        HttpResponse.json({
          uri: 'v1.example',
          version: '2.7.2 (compatible; Pleroma 2.5)',
          urls: { streaming_api: 'wss://v1.example' },
          max_toot_chars: 5000,
          poll_limits: {
            max_options: 20,
            max_option_chars: 200,
            min_expiration: 0,
            max_expiration: 31536000,
          },
        }),
      ),
    );
    const record = await loadInstance('v1.example');
    expect(record?.configuration.statuses.maxCharacters).toBe(5000);
    expect(record?.configuration.polls.maxCharactersPerOption).toBe(200);
    expect(record?.urls.streamingApi).toBe('wss://v1.example');
  });

  test('failures are swallowed: the stored record, else null', async () => {
    server.use(http.get('https://down.example/*', () => HttpResponse.error()));
    expect(await loadInstance('down.example')).toBeNull();
  });
});

describe('node info', () => {
  test('follows the well-known document to the highest schema ≤ 2', async () => {
    server.use(
      http.get('https://n.example/.well-known/nodeinfo', () =>
        HttpResponse.json({
          links: [
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
              href: 'https://n.example/ni/2.1',
            },
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
              href: 'https://n.example/ni/2.0',
            },
          ],
        }),
      ),
      http.get('https://n.example/ni/2.0', () =>
        HttpResponse.json({ version: '2.0', software: { name: 'gotosocial', version: '0.17.0' } }),
      ),
    );
    expect((await loadNodeInfo('n.example'))?.software.name).toBe('gotosocial');
    server.use(http.get('https://n.example/.well-known/nodeinfo', () => HttpResponse.error()));
    expect((await loadNodeInfo('n.example'))?.software.name).toBe('gotosocial');
  });

  test('failures are swallowed', async () => {
    server.use(
      http.get(
        'https://none.example/.well-known/nodeinfo',
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    expect(await loadNodeInfo('none.example')).toBeNull();
  });
});

describe('preferences', () => {
  test('stored per account; a failure answers with the stored copy, or null', async () => {
    server.use(
      http.get('https://p.example/api/v1/preferences', () =>
        HttpResponse.json({ 'posting:default:visibility': 'unlisted' }),
      ),
    );
    const client = createRestClient('p.example', 't');
    expect(await loadPreferences(client, 'p.example:1')).toEqual({
      'posting:default:visibility': 'unlisted',
    });
    server.use(http.get('https://p.example/api/v1/preferences', () => HttpResponse.error()));
    expect(await loadPreferences(client, 'p.example:1')).toEqual({
      'posting:default:visibility': 'unlisted',
    });
    expect(await loadPreferences(client, 'p.example:2')).toBeNull();
  });
});

test('masto time-out errors keep their class', () => {
  expect(new MastoTimeoutError('Request timed out')).toBeInstanceOf(Error);
});
