import {
  createRestAPIClient,
  MastoDeserializeError,
  MastoHttpError,
  MastoTimeoutError,
  type mastodon,
} from 'masto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFaultFlag } from '../http/fault-specs';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let token: string;
let rest: mastodon.rest.Client;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: token });
});
beforeEach(async () => {
  await api(sandbox, '/_sandbox/faults', { method: 'DELETE' });
});

async function addFault(rule: Record<string, unknown>) {
  const response = await api<{ id: string; remaining: number | null }>(
    sandbox,
    '/_sandbox/faults',
    {
      method: 'POST',
      json: rule,
    },
  );
  expect(response.status).toBe(200);
  return response.body;
}

async function caught(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('fault admin endpoints', () => {
  it('adds, lists, deletes and clears rules, and rejects invalid ones', async () => {
    const rule = await addFault({ type: 'latency', match: 'GET /api/v1/timelines/*', ms: 10 });
    expect(rule).toMatchObject({ type: 'latency', ms: 10, remaining: null });
    const second = await addFault({ type: 'error', status: 503, times: 2 });
    expect(second).toMatchObject({ match: '*', status: 503, times: 2, remaining: 2 });
    const listed = await api<{ id: string }[]>(sandbox, '/_sandbox/faults');
    expect(listed.body.map((entry) => entry.id)).toEqual([rule.id, second.id]);
    expect((await api(sandbox, `/_sandbox/faults/${rule.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await api(sandbox, `/_sandbox/faults/${rule.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    const cleared = await api(sandbox, '/_sandbox/faults', { method: 'DELETE' });
    expect(cleared.body).toEqual({ cleared: 1 });
    for (const invalid of [
      { type: 'explode' },
      { type: 'latency', ms: -1 },
      { type: 'error', status: 200 },
      { type: 'hang', match: 're:(' },
      [],
    ]) {
      const response = await api(sandbox, '/_sandbox/faults', { method: 'POST', json: invalid });
      expect(response.status).toBe(422);
    }
  });

  it('parses the --fault command-line syntax', () => {
    expect(parseFaultFlag('latency:300:GET /api/v1/timelines/*')).toEqual({
      type: 'latency',
      ms: 300,
      match: 'GET /api/v1/timelines/*',
    });
    expect(parseFaultFlag('error:503:GET /api/v1/notifications:times=3')).toEqual({
      type: 'error',
      status: 503,
      match: 'GET /api/v1/notifications',
      times: 3,
    });
    expect(parseFaultFlag('rate-limit:60')).toEqual({
      type: 'rate_limit',
      retry_after: 60,
      match: '*',
    });
    expect(parseFaultFlag('hang:re:^GET /api/v1/(statuses|accounts)/')).toMatchObject({
      type: 'hang',
      match: 're:^GET /api/v1/(statuses|accounts)/',
    });
    expect(parseFaultFlag('malformed_json:GET /api/v1/accounts/*').type).toBe('malformed_json');
    expect(parseFaultFlag('websocket_drop:5')).toMatchObject({ every_seconds: 5 });
    expect(parseFaultFlag('media_stuck')).toMatchObject({ match: 'POST /api/v2/media' });
    expect(() => parseFaultFlag('latency')).toThrow();
    expect(() => parseFaultFlag('nonsense:1')).toThrow();
  });

  it('never applies to /_sandbox/ routes and is cleared by reset', async () => {
    await addFault({ type: 'error', status: 500 });
    expect((await api(sandbox, '/_sandbox/faults')).status).toBe(200);
    expect((await api(sandbox, '/api/v1/instance')).status).toBe(500);
    expect((await api(sandbox, '/_sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect((await api(sandbox, '/api/v1/instance')).status).toBe(200);
    expect((await api<unknown[]>(sandbox, '/_sandbox/faults')).body).toEqual([]);
  });
});

describe('fault modes seen through masto.js', () => {
  it('adds latency to matching routes only', async () => {
    await addFault({ type: 'latency', match: 'GET /api/v1/timelines/*', ms: 300, times: 2 });
    const started = Date.now();
    await rest.v1.timelines.home.list({ limit: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // A request the rule does not match leaves its budget alone (no wall-clock bound: machines are loaded).
    await rest.v1.instance.fetch();
    const [rule] = (await api<{ remaining: number | null }[]>(sandbox, '/_sandbox/faults')).body;
    expect(rule.remaining).toBe(1);
  });

  it('answers 5xx as MastoHttpError, and expires after `times`', async () => {
    await addFault({ type: 'error', match: 'GET /api/v1/timelines/home', status: 503, times: 1 });
    const error = await caught(rest.v1.timelines.home.list({ limit: 1 }));
    expect(error).toBeInstanceOf(MastoHttpError);
    expect((error as MastoHttpError).statusCode).toBe(503);
    await expect(rest.v1.timelines.home.list({ limit: 1 })).resolves.toHaveLength(1);
    expect((await api<unknown[]>(sandbox, '/_sandbox/faults')).body).toEqual([]);
  });

  it('answers 429 with Retry-After', async () => {
    await addFault({ type: 'rate_limit', match: 'POST /api/v1/statuses', retry_after: 42 });
    const error = await caught(rest.v1.statuses.create({ status: 'too fast' }));
    expect(error).toBeInstanceOf(MastoHttpError);
    expect((error as MastoHttpError).statusCode).toBe(429);
    const response = (error as MastoHttpError).cause as Response;
    expect(response.headers.get('retry-after')).toBe('42');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('hangs until the client times out, and answers once the fault is cleared', async () => {
    await addFault({ type: 'hang', match: 'GET /api/v1/timelines/public' });
    const impatient = createRestAPIClient({ url: sandbox.url, accessToken: token, timeout: 300 });
    const started = Date.now();
    const error = await caught(impatient.v1.timelines.public.list({ limit: 1 }));
    expect(error).toBeInstanceOf(MastoTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);

    const pending = rest.v1.timelines.public.list({ limit: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await api(sandbox, '/_sandbox/faults', { method: 'DELETE' });
    await expect(pending).resolves.toHaveLength(1);
  });

  it('sends truncated JSON with a 200 that masto cannot parse', async () => {
    await addFault({ type: 'malformed_json', match: 'GET /api/v1/accounts/verify_credentials' });
    const raw = await fetch(`${sandbox.url}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toContain('application/json');
    const text = await raw.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
    const error = await caught(rest.v1.accounts.verifyCredentials());
    expect(error).toBeInstanceOf(MastoDeserializeError);
  });
});
