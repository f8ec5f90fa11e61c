import { createRestAPIClient, MastoHttpError, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountId, RECORD_NOT_FOUND } from './helpers/accounts';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });
let alice: string;
let readOnly: string;
let bob: string;
let rest: mastodon.rest.Client;

beforeAll(async () => {
  alice = await loginAs(sandbox, 'alice');
  readOnly = await loginAs(sandbox, 'alice', 'read');
  bob = await loginAs(sandbox, 'bob');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: alice });
});

/** An account alice follows that is not in the given list. */
async function followedOutside(listId: string): Promise<string> {
  const aliceId = await accountId(sandbox, 'alice');
  const following = await api<{ id: string }[]>(
    sandbox,
    `/api/v1/accounts/${aliceId}/following?limit=80`,
  );
  const members = await api<{ id: string }[]>(sandbox, `/api/v1/lists/${listId}/accounts?limit=0`, {
    token: alice,
  });
  const inside = new Set(members.body.map((account) => account.id));
  return following.body.find((account) => !inside.has(account.id))!.id;
}

describe('lists', () => {
  it('lists, creates, shows, updates and deletes lists', async () => {
    const index = await api<{ title: string }[]>(sandbox, '/api/v1/lists', { token: alice });
    expect(index.status).toBe(200);
    expectSchema('List[]', index.body);
    expect(index.body.map((list) => list.title)).toContain('Close friends');

    const created = await api<{ id: string; replies_policy: string }>(sandbox, '/api/v1/lists', {
      method: 'POST',
      token: alice,
      json: { title: 'Sailing', replies_policy: 'followed', exclusive: true },
    });
    expect(created.status).toBe(200);
    expectSchema('List', created.body);
    expect(created.body).toMatchObject({ title: 'Sailing', replies_policy: 'followed' });

    const shown = await api(sandbox, `/api/v1/lists/${created.body.id}`, { token: alice });
    expectSchema('List', shown.body);

    // masto's UpdateListParams lacks replies_policy, so widen the params it sends as JSON.
    const update: { title: string; exclusive: boolean } = {
      title: 'Sailing club',
      exclusive: false,
      ...{ repliesPolicy: 'none' },
    };
    const updated = await rest.v1.lists.$select(created.body.id).update(update);
    expect(updated).toMatchObject({
      title: 'Sailing club',
      repliesPolicy: 'none',
      exclusive: false,
    });

    const removed = await api(sandbox, `/api/v1/lists/${created.body.id}`, {
      method: 'DELETE',
      token: alice,
    });
    expect(removed).toMatchObject({ status: 200, body: {} });
    const gone = await api(sandbox, `/api/v1/lists/${created.body.id}`, { token: alice });
    expect(gone).toMatchObject({ status: 404, body: RECORD_NOT_FOUND });
  });

  it('adds, pages and removes members, and shows the lists of an account', async () => {
    const list = await rest.v1.lists.create({ title: 'Members' });
    const target = await followedOutside(list.id);
    await rest.v1.lists.$select(list.id).accounts.create({ accountIds: [target] });
    const members = await api<{ id: string }[]>(sandbox, `/api/v1/lists/${list.id}/accounts`, {
      token: alice,
    });
    expectSchema('Account[]', members.body);
    expect(members.body.map((account) => account.id)).toEqual([target]);

    const containing = await api<{ id: string }[]>(sandbox, `/api/v1/accounts/${target}/lists`, {
      token: alice,
    });
    expectSchema('List[]', containing.body);
    expect(containing.body.map((entry) => entry.id)).toContain(list.id);

    const duplicate = await api(sandbox, `/api/v1/lists/${list.id}/accounts`, {
      method: 'POST',
      token: alice,
      json: { account_ids: [target] },
    });
    expect(duplicate.status).toBe(422);

    await rest.v1.lists.$select(list.id).accounts.remove({ accountIds: [target] });
    const after = await api<unknown[]>(sandbox, `/api/v1/lists/${list.id}/accounts`, {
      token: alice,
    });
    expect(after.body).toEqual([]);
  });

  it('paginates members with Link headers', async () => {
    const page = await api<{ id: string }[]>(sandbox, '/api/v1/lists/1/accounts?limit=2', {
      token: alice,
    });
    expect(page.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')![1];
    const second = await api<{ id: string }[]>(sandbox, next.replace(sandbox.url, ''), {
      token: alice,
    });
    expectSchema('Account[]', second.body);
    expect(second.body.map((account) => account.id)).not.toContain(page.body[0].id);
  });

  it('answers 401, 403, 404 and 422 like Mastodon', async () => {
    expect((await api(sandbox, '/api/v1/lists')).status).toBe(401);
    const forbidden = await api(sandbox, '/api/v1/lists', {
      method: 'POST',
      token: readOnly,
      json: { title: 'x' },
    });
    expect(forbidden.status).toBe(403);
    expect(await api(sandbox, '/api/v1/lists/1', { token: bob })).toMatchObject({
      status: 404,
      body: RECORD_NOT_FOUND,
    });
    const blank = await api<{ error: string }>(sandbox, '/api/v1/lists', {
      method: 'POST',
      token: alice,
      json: { title: ' ' },
    });
    expect(blank.status).toBe(422);
    expectSchema('Error', blank.body);
    const policy = await api(sandbox, '/api/v1/lists/1', {
      method: 'PUT',
      token: alice,
      json: { replies_policy: 'everyone' },
    });
    expect(policy.status).toBe(422);
    const stranger = await accountId(sandbox, 'victor');
    const notFollowed = await api(sandbox, '/api/v1/lists/1/accounts', {
      method: 'POST',
      token: bob,
      json: { account_ids: [stranger] },
    });
    expect(notFollowed.status).toBe(404);
    const unknownAccount = await api(sandbox, '/api/v1/lists/1/accounts', {
      method: 'POST',
      token: alice,
      json: { account_ids: ['999'] },
    });
    expect(unknownAccount.status).toBe(404);
    const missing = await api(sandbox, '/api/v1/lists/1/accounts', {
      method: 'POST',
      token: alice,
      json: {},
    });
    expect(missing.status).toBe(400);
    await expect(rest.v1.lists.$select('999').fetch()).rejects.toBeInstanceOf(MastoHttpError);
  });
});
