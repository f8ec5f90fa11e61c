import { createRestAPIClient, MastoHttpError, type mastodon } from 'masto';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishDueStatuses } from '../domain/scheduler';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ mediaProcessingMs: 300 });
let token: string;
let rest: mastodon.rest.Client;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: token });
});

async function nextPage<T>(pages: AsyncIterator<T, unknown>): Promise<T> {
  const result = await pages.next();
  if (result.done) throw new Error('no more pages');
  return result.value;
}

describe('pagination', () => {
  it('walks the public timeline forwards and backwards with Link headers', async () => {
    const first = await api<{ id: string }[]>(sandbox, '/api/v1/timelines/public?limit=5');
    expect(first.body).toHaveLength(5);
    const link = first.headers.get('link')!;
    const next = /<([^>]+)>; rel="next"/.exec(link)![1];
    const prev = /<([^>]+)>; rel="prev"/.exec(link)![1];
    expect(next).toContain(`max_id=${first.body[4].id}`);
    expect(prev).toContain(`min_id=${first.body[0].id}`);
    const second = await api<{ id: string }[]>(sandbox, next.replace(sandbox.url, ''));
    expect(BigInt(second.body[0].id) < BigInt(first.body[4].id)).toBe(true);
    const back = await api<{ id: string }[]>(
      sandbox,
      `/api/v1/timelines/public?limit=5&min_id=${second.body[4].id}`,
    );
    expect(back.body.every((status) => BigInt(status.id) > BigInt(second.body[4].id))).toBe(true);
    expect(back.body[back.body.length - 1].id).toBe(second.body[3].id);
    const since = await api<{ id: string }[]>(
      sandbox,
      `/api/v1/timelines/public?limit=3&since_id=${second.body[4].id}`,
    );
    expect(since.body[0].id).toBe(first.body[0].id);
  });

  it('pages with masto.js paginators in both directions', async () => {
    const pages = rest.v1.timelines.home.list({ limit: 10 }).values();
    const first = await nextPage(pages);
    const second = await nextPage(pages);
    expect(first).toHaveLength(10);
    expect(BigInt(second[0].id) < BigInt(first[9].id)).toBe(true);
    const backwards = rest.v1.timelines.home
      .list({ maxId: second[9].id, limit: 10 })
      .setDirection('prev')
      .values();
    const third = await nextPage(backwards);
    expect(BigInt(third[0].id) < BigInt(second[9].id)).toBe(true);
    const secondAgain = await nextPage(backwards);
    expect(secondAgain.map((status) => status.id)).toEqual(second.map((status) => status.id));
  });
});

describe('posting', () => {
  it('creates, edits, reads history and deletes a status', async () => {
    const status = await rest.v1.statuses.create({
      status: 'Hello from the tests #sandboxtest',
      spoilerText: 'cw',
      visibility: 'unlisted',
      language: 'en',
    });
    expect(status.tags[0].name).toBe('sandboxtest');
    const raw = await api(sandbox, `/api/v1/statuses/${status.id}`, { token });
    expectSchema('Status', raw.body);
    const edited = await rest.v1.statuses.$select(status.id).update({ status: 'Hello, edited' });
    expect(edited.editedAt).not.toBeNull();
    const history = await api<unknown[]>(sandbox, `/api/v1/statuses/${status.id}/history`);
    expectSchema('StatusEdit[]', history.body);
    expect(history.body).toHaveLength(2);
    expectSchema(
      'StatusSource',
      (await api(sandbox, `/api/v1/statuses/${status.id}/source`, { token })).body,
    );
    const deleted = await api(sandbox, `/api/v1/statuses/${status.id}`, {
      method: 'DELETE',
      token,
    });
    expectSchema('Status', deleted.body);
    expect((await api(sandbox, `/api/v1/statuses/${status.id}`, { token })).status).toBe(404);
  });

  it('honours Idempotency-Key per account', async () => {
    const headers = { 'Idempotency-Key': 'same-key' };
    const first = await api<{ id: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'only once' },
      headers,
    });
    const second = await api<{ id: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'only once' },
      headers,
    });
    expect(second.body.id).toBe(first.body.id);
    const bob = await loginAs(sandbox, 'bob');
    const other = await api<{ id: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token: bob,
      json: { status: 'only once' },
      headers,
    });
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('replies, polls, quotes, schedules and interacts', async () => {
    const [target] = await rest.v1.timelines.public.list({ limit: 1, local: true });
    const reply = await rest.v1.statuses.create({ status: 'A reply', inReplyToId: target.id });
    expect(reply.inReplyToId).toBe(target.id);
    const context = await api<{ ancestors: { id: string }[] }>(
      sandbox,
      `/api/v1/statuses/${reply.id}/context`,
      { token },
    );
    expectSchema('Context', context.body);
    expect(context.body.ancestors.map((status) => status.id)).toContain(target.id);
    const poll = await rest.v1.statuses.create({
      status: 'Pick one',
      poll: { options: ['a', 'b'], expiresIn: 3600, multiple: true },
    });
    expect(poll.poll!.options).toHaveLength(2);
    const quote = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'Look at this', quoted_status_id: target.id },
    });
    expectSchema('Status', quote.body);
    expect((quote.body as { quote: { state: string } }).quote.state).toBe('accepted');
    const scheduled = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'later', scheduled_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expectSchema('ScheduledStatus', scheduled.body);

    for (const action of ['favourite', 'reblog', 'bookmark'] as const) {
      const response = await api(sandbox, `/api/v1/statuses/${target.id}/${action}`, {
        method: 'POST',
        token,
      });
      expectSchema('Status', response.body);
    }
    const after = await rest.v1.statuses.$select(target.id).fetch();
    expect([after.favourited, after.reblogged, after.bookmarked]).toEqual([true, true, true]);
    await rest.v1.statuses.$select(target.id).unreblog();
    expect((await rest.v1.statuses.$select(target.id).fetch()).reblogged).toBe(false);
    const own = await rest.v1.statuses.create({ status: 'pin me' });
    expect((await rest.v1.statuses.$select(own.id).pin()).pinned).toBe(true);
  });

  it('uploads media, polls until processed, and attaches it', async () => {
    const png = new PNG({ width: 8, height: 6 });
    png.data.fill(200);
    const file = new Blob([new Uint8Array(PNG.sync.write(png))], { type: 'image/png' });
    const form = new FormData();
    form.append('file', file, 'photo.png');
    form.append('description', 'A grey rectangle');
    const upload = await api<{ id: string; url: string | null }>(sandbox, '/api/v2/media', {
      method: 'POST',
      token,
      body: form,
    });
    expect(upload.status).toBe(202);
    expect(upload.body.url).toBeNull();
    expectSchema('MediaAttachment', upload.body);
    const processing = await api(sandbox, `/api/v1/media/${upload.body.id}`, { token });
    expect(processing.status).toBe(206);
    const early = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'too soon', media_ids: [upload.body.id] },
    });
    expect(early.status).toBe(422);

    const viaMasto = await rest.v2.media.create({ file, description: 'masto upload' });
    expect(viaMasto.url).toMatch(/^http/);
    expect((viaMasto.meta as { original?: { width?: number } } | null)?.original?.width).toBe(8);
    const status = await rest.v1.statuses.create({ status: 'with media', mediaIds: [viaMasto.id] });
    expect(status.mediaAttachments[0].id).toBe(viaMasto.id);
    const image = await fetch(status.mediaAttachments[0].url!);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('scheduled statuses', () => {
  it('publishes a scheduled status when its time comes', async () => {
    const scheduled = await api<{ id: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: {
        status: 'from the future #scheduledtest',
        scheduled_at: new Date(Date.now() + 600_000).toISOString(),
      },
    });
    expectSchema('ScheduledStatus', scheduled.body);
    publishDueStatuses(sandbox.context, Date.now() + 601_000);
    expect(sandbox.context.store.scheduledStatuses.has(scheduled.body.id)).toBe(false);
    const tagged = await api<{ content: string }[]>(sandbox, '/api/v1/timelines/tag/scheduledtest');
    expect(tagged.body).toHaveLength(1);
  });
});

describe('filters', () => {
  it('hides `hide` matches from home and marks `warn` matches as filtered', async () => {
    const bob = createRestAPIClient({
      url: sandbox.url,
      accessToken: await loginAs(sandbox, 'bob'),
    });
    const hidden = await bob.v1.statuses.create({ status: 'Big football match tonight' });
    const warned = await bob.v1.statuses.create({ status: 'No spoilers for the finale, promise' });
    const home = await api<{ id: string; filtered: { filter: { title: string } }[] }[]>(
      sandbox,
      '/api/v1/timelines/home?limit=40',
      { token },
    );
    expectSchema('Status[]', home.body);
    expect(home.body.map((status) => status.id)).not.toContain(hidden.id);
    const warning = home.body.find((status) => status.id === warned.id)!;
    expect(warning.filtered.map((result) => result.filter.title)).toEqual(['Finale spoilers']);
  });
});

describe('errors', () => {
  it('uses Mastodon status codes and bodies', async () => {
    const cases: [string, RequestInit & { token?: string; json?: unknown }, number][] = [
      ['/api/v1/statuses/123', {}, 404],
      ['/api/v1/accounts/verify_credentials', {}, 401],
      ['/api/v1/accounts/verify_credentials', { token: 'bogus' }, 401],
      ['/api/v1/statuses', { method: 'POST', token: '', json: {} }, 401],
      ['/api/v1/timelines/list/999', {}, 401],
    ];
    for (const [path, init, status] of cases) {
      const response = await api(sandbox, path, {
        method: init.method,
        token: init.token,
        json: init.json,
      });
      expect(response.status, path).toBe(status);
      expectSchema('Error', response.body);
    }
    const blank = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: '' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ error: "Validation failed: Text can't be blank" });
    const tooLong = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(422);
    const badJson = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expectSchema('Error', badJson.body);
    const huge = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'x'.repeat(17 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    await expect(rest.v1.statuses.$select('999999').fetch()).rejects.toBeInstanceOf(MastoHttpError);
  });

  it('sends CORS and rate-limit headers', async () => {
    const preflight = await fetch(`${sandbox.url}/api/v1/statuses`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,idempotency-key',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')!.toLowerCase()).toContain(
      'idempotency-key',
    );
    const response = await fetch(`${sandbox.url}/api/v1/timelines/public`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('Link');
    expect(response.headers.get('x-ratelimit-limit')).toBe('300');
    expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
  });
});
