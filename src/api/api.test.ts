import { MastoHttpError, MastoTimeoutError } from 'masto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRestClient, getAnonymousClient } from './clients';
import { AccountRequiredError, isInvalidToken, isNotFound, isUnauthorized } from './errors';
import { loadInstance, storedInstance } from './instance';
import { loadNodeInfo } from './nodeinfo';
import { instanceV2Json } from '../test/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('clients', () => {
  test('a request gives up after 2 minutes with a time-out error', async () => {
    // The request's time-out signal, fired at once: the answer never comes.
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      return controller.signal;
    });
    server.use(
      http.get('https://slow.example/api/v1/preferences', () => new Promise<never>(() => {})),
    );
    for (const client of [
      createRestClient('slow.example', 'tok'),
      getAnonymousClient('slow.example'),
    ]) {
      timeout.mockClear();
      const error = await client.v1.preferences.fetch().catch((e: unknown) => e);
      expect(timeout).toHaveBeenCalledWith(120_000);
      // Shown as "Request timed out." (components/error-messages.test.ts).
      expect(error).toBeInstanceOf(MastoTimeoutError);
    }
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

describe('errors by status code, whatever the body', () => {
  const htmlError = (status: number) => () =>
    new HttpResponse('', { status, headers: { 'Content-Type': 'text/html' } });

  test.each([
    [401, 'unauthorized'],
    [422, 'invalid token'],
    [404, 'not found'],
  ])('an empty text/html %i is a MastoHttpError with its status', async (status) => {
    server.use(
      http.get('https://snac.example/api/v1/accounts/verify_credentials', htmlError(status)),
    );
    const error = await createRestClient('snac.example', 'revoked')
      .v1.accounts.verifyCredentials()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MastoHttpError);
    expect((error as MastoHttpError).statusCode).toBe(status);
  });

  test('an HTML 401 or 422 to verify_credentials means the token is not valid; a 404 is not found', async () => {
    const errors: unknown[] = [];
    for (const status of [401, 422, 404]) {
      server.use(
        http.get('https://snac.example/api/v1/accounts/verify_credentials', htmlError(status)),
      );
      errors.push(
        await createRestClient('snac.example', 'revoked')
          .v1.accounts.verifyCredentials()
          .catch((e: unknown) => e),
      );
    }
    expect(errors.map(isInvalidToken)).toEqual([true, true, false]);
    expect(errors.map(isNotFound)).toEqual([false, false, true]);
  });

  test('a body without a content type and malformed JSON still map by status', async () => {
    server.use(
      http.get(
        'https://snac.example/api/v1/statuses/1',
        () => new HttpResponse(null, { status: 404 }),
      ),
      http.get(
        'https://snac.example/api/v1/statuses/2',
        () =>
          new HttpResponse('<html>bad gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const client = getAnonymousClient('snac.example');
    const missing = await client.v1.statuses
      .$select('1')
      .fetch()
      .catch((e: unknown) => e);
    const gateway = await client.v1.statuses
      .$select('2')
      .fetch()
      .catch((e: unknown) => e);
    expect((missing as MastoHttpError).statusCode).toBe(404);
    expect((gateway as MastoHttpError).statusCode).toBe(502);
  });

  test('an empty successful answer labelled JSON is no data, not malformed JSON', async () => {
    server.use(
      http.delete(
        'https://snac.example/api/v1/lists/7/accounts',
        () =>
          new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const client = createRestClient('snac.example', 'tok');
    await expect(
      client.v1.lists.$select('7').accounts.remove({ accountIds: ['1'] }),
    ).resolves.toBeUndefined();
  });

  test('a 401 without a token means an account is needed; with a token, that the session ended', async () => {
    server.use(
      http.get('https://gts.example/api/v1/accounts/1', () =>
        HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const anonymous = await getAnonymousClient('gts.example')
      .v1.accounts.$select('1')
      .fetch()
      .catch((e: unknown) => e);
    const withToken = await createRestClient('gts.example', 'tok')
      .v1.accounts.$select('1')
      .fetch()
      .catch((e: unknown) => e);
    expect(anonymous).toBeInstanceOf(AccountRequiredError);
    expect(isUnauthorized(anonymous)).toBe(false);
    expect(withToken).not.toBeInstanceOf(AccountRequiredError);
    expect(isUnauthorized(withToken)).toBe(true);
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
