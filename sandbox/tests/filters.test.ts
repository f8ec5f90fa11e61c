import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_NOT_FOUND } from './helpers/accounts';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';
import { streamingClient, waitUntil } from './helpers/streaming';

const sandbox = sandboxForFile({ resetEachTest: true });
let alice: string;
let readOnly: string;
let bob: string;
let rest: mastodon.rest.Client;

interface RawFilter {
  id: string;
  title: string;
  context: string[];
  filter_action: string;
  keywords: { id: string; keyword: string; whole_word: boolean }[];
  statuses: { id: string; status_id: string }[];
}

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  readOnly = await loginAs(sandbox, 'alice', 'read');
  bob = await loginAs(sandbox, 'bob');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: alice });
});

async function createFilter(body: unknown) {
  return api<RawFilter>(sandbox, '/api/v2/filters', { method: 'POST', token: alice, json: body });
}

describe('filters v2', () => {
  it('creates a filter with keywords, reads, updates (with _destroy) and deletes it', async () => {
    const index = await api(sandbox, '/api/v2/filters', { token: alice });
    expectSchema('Filter[]', index.body);

    const created = await createFilter({
      title: 'Cooking',
      context: ['home', 'public'],
      filter_action: 'warn',
      expires_in: 3600,
      keywords_attributes: [{ keyword: 'soup', whole_word: true }, { keyword: 'stew' }],
    });
    expect(created.status).toBe(200);
    expectSchema('Filter', created.body);
    expect(created.body.keywords.map((keyword) => keyword.keyword)).toEqual(['soup', 'stew']);

    const shown = await api(sandbox, `/api/v2/filters/${created.body.id}`, { token: alice });
    expectSchema('Filter', shown.body);

    const [soup, stew] = created.body.keywords;
    const updated = await api<RawFilter>(sandbox, `/api/v2/filters/${created.body.id}`, {
      method: 'PUT',
      token: alice,
      json: {
        title: 'Food',
        filter_action: 'hide',
        keywords_attributes: [
          { id: soup.id, _destroy: true },
          { id: stew.id, keyword: 'stews', whole_word: false },
          { keyword: 'broth' },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expectSchema('Filter', updated.body);
    expect(updated.body.title).toBe('Food');
    expect(updated.body.filter_action).toBe('hide');
    expect(updated.body.keywords.map((keyword) => keyword.keyword)).toEqual(['stews', 'broth']);

    const viaMasto = await rest.v2.filters.$select(created.body.id).fetch();
    expect(viaMasto.keywords?.map((keyword) => keyword.wholeWord)).toEqual([false, true]);

    const removed = await api(sandbox, `/api/v2/filters/${created.body.id}`, {
      method: 'DELETE',
      token: alice,
    });
    expect(removed).toMatchObject({ status: 200, body: {} });
    expect(
      await api(sandbox, `/api/v2/filters/${created.body.id}`, { token: alice }),
    ).toMatchObject({ status: 404, body: RECORD_NOT_FOUND });
  });

  it('manages keywords and statuses through their own endpoints', async () => {
    const filter = (await createFilter({ title: 'Parts', context: ['thread'] })).body;
    const keyword = await api<{ id: string }>(sandbox, `/api/v2/filters/${filter.id}/keywords`, {
      method: 'POST',
      token: alice,
      json: { keyword: 'rumour', whole_word: true },
    });
    expectSchema('FilterKeyword', keyword.body);
    expectSchema(
      'FilterKeyword[]',
      (await api(sandbox, `/api/v2/filters/${filter.id}/keywords`, { token: alice })).body,
    );
    expectSchema(
      'FilterKeyword',
      (await api(sandbox, `/api/v2/filters/keywords/${keyword.body.id}`, { token: alice })).body,
    );
    const renamed = await api<{ keyword: string }>(
      sandbox,
      `/api/v2/filters/keywords/${keyword.body.id}`,
      { method: 'PUT', token: alice, json: { keyword: 'rumours' } },
    );
    expectSchema('FilterKeyword', renamed.body);
    expect(renamed.body.keyword).toBe('rumours');
    expect(
      (
        await api(sandbox, `/api/v2/filters/keywords/${keyword.body.id}`, {
          method: 'DELETE',
          token: alice,
        })
      ).body,
    ).toEqual({});

    const statusId = sandbox.context.store.statusIds.at(-1)!;
    const entry = await api<{ id: string; status_id: string }>(
      sandbox,
      `/api/v2/filters/${filter.id}/statuses`,
      { method: 'POST', token: alice, json: { status_id: statusId } },
    );
    expectSchema('FilterStatus', entry.body);
    expect(entry.body.status_id).toBe(statusId);
    expectSchema(
      'FilterStatus[]',
      (await api(sandbox, `/api/v2/filters/${filter.id}/statuses`, { token: alice })).body,
    );
    expectSchema(
      'FilterStatus',
      (await api(sandbox, `/api/v2/filters/statuses/${entry.body.id}`, { token: alice })).body,
    );
    const duplicate = await api(sandbox, `/api/v2/filters/${filter.id}/statuses`, {
      method: 'POST',
      token: alice,
      json: { status_id: statusId },
    });
    expect(duplicate.status).toBe(422);
    await api(sandbox, `/api/v2/filters/statuses/${entry.body.id}`, {
      method: 'DELETE',
      token: alice,
    });
    expect(
      (await api(sandbox, `/api/v2/filters/statuses/${entry.body.id}`, { token: alice })).status,
    ).toBe(404);
  });

  it('lists v1 filters, one per keyword', async () => {
    const v1 = await api<{ id: string }[]>(sandbox, '/api/v1/filters', { token: alice });
    expectSchema('V1Filter[]', v1.body);
    expect(v1.body.length).toBeGreaterThanOrEqual(4);
    expectSchema(
      'V1Filter',
      (await api(sandbox, `/api/v1/filters/${v1.body[0].id}`, { token: alice })).body,
    );
  });

  it('answers 401, 403, 404 and 422 like Mastodon', async () => {
    expect((await api(sandbox, '/api/v2/filters')).status).toBe(401);
    const readOnlyCreate = await api(sandbox, '/api/v2/filters', {
      method: 'POST',
      token: readOnly,
      json: { title: 'x', context: ['home'] },
    });
    expect(readOnlyCreate.status).toBe(403);
    const mine = (await createFilter({ title: 'Mine', context: ['home'] })).body;
    expect(await api(sandbox, `/api/v2/filters/${mine.id}`, { token: bob })).toMatchObject({
      status: 404,
      body: RECORD_NOT_FOUND,
    });
    for (const body of [
      { context: ['home'] },
      { title: 'No context' },
      { title: 'Bad context', context: ['everywhere'] },
      { title: 'Bad action', context: ['home'], filter_action: 'explode' },
      { title: 'Blank keyword', context: ['home'], keywords_attributes: [{ keyword: '' }] },
    ]) {
      const response = await createFilter(body);
      expect(response.status).toBe(422);
      expectSchema('Error', response.body);
    }
    expect((await api(sandbox, '/api/v2/filters/keywords/999', { token: alice })).status).toBe(404);
  });
});

describe('filtered statuses', () => {
  it('marks matching statuses in timelines with FilterResults, and drops hide filters', async () => {
    const warn = (
      await createFilter({
        title: 'Weather',
        context: ['home'],
        keywords_attributes: [{ keyword: 'drizzle' }],
      })
    ).body;
    const bobRest = createRestAPIClient({ url: sandbox.url, accessToken: bob });
    const posted = await bobRest.v1.statuses.create({ status: 'More drizzle today' });
    const home = await api<{ id: string; filtered: unknown[] }[]>(
      sandbox,
      '/api/v1/timelines/home?limit=5',
      { token: alice },
    );
    expectSchema('Status[]', home.body);
    const seen = home.body.find((status) => status.id === posted.id)!;
    expect(seen.filtered).toHaveLength(1);
    expectSchema('FilterResult', seen.filtered[0]);
    expect(seen.filtered[0]).toMatchObject({
      filter: { id: warn.id, filter_action: 'warn' },
      keyword_matches: ['drizzle'],
      status_matches: null,
    });

    await api(sandbox, `/api/v2/filters/${warn.id}/statuses`, {
      method: 'POST',
      token: alice,
      json: { status_id: posted.id },
    });
    const byStatus = await api<{ filtered: { status_matches: string[] | null }[] }>(
      sandbox,
      `/api/v1/statuses/${posted.id}`,
      { token: alice },
    );
    expect(byStatus.body.filtered).toEqual([]);
    const home2 = await api<{ id: string; filtered: { status_matches: string[] }[] }[]>(
      sandbox,
      '/api/v1/timelines/home?limit=5',
      { token: alice },
    );
    expect(
      home2.body.find((status) => status.id === posted.id)!.filtered[0].status_matches,
    ).toEqual([posted.id]);

    await rest.v2.filters.$select(warn.id).update({ filterAction: 'hide' });
    const home3 = await api<{ id: string }[]>(sandbox, '/api/v1/timelines/home?limit=5', {
      token: alice,
    });
    expect(home3.body.map((status) => status.id)).not.toContain(posted.id);
  });

  it('sends filters_changed on the user stream after every change', async () => {
    const streaming = streamingClient(sandbox, alice);
    const subscription = streaming.user.subscribe();
    const events: string[] = [];
    const done = (async () => {
      for await (const event of subscription) {
        if (event.event === 'filters_changed') events.push(event.event);
        if (events.length === 3) break;
      }
    })();
    await waitUntil(() => sandbox.streamingSubscriptions() > 0);
    const filter = await rest.v2.filters.create({ title: 'Streamed', context: ['home'] });
    await rest.v2.filters.$select(filter.id).keywords.create({ keyword: 'ping' });
    await rest.v2.filters.$select(filter.id).remove();
    await done;
    streaming.close();
    expect(events).toEqual(['filters_changed', 'filters_changed', 'filters_changed']);
  });
});
