import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let token: string;
let rest: mastodon.rest.Client;

interface RawSearch {
  accounts: { id: string; acct: string }[];
  statuses: { id: string; url: string; content: string; account: { id: string } }[];
  hashtags: { name: string }[];
}

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: token });
});

const search = (query: string, auth = true) =>
  api<RawSearch>(sandbox, `/api/v2/search?${query}`, auth ? { token } : {});

function remoteStatus(): { id: string; username: string; domain: string } {
  const { store } = sandbox.context;
  for (let index = store.statusIds.length - 1; index >= 0; index--) {
    const status = store.statuses.get(store.statusIds[index])!;
    const author = store.accounts.get(status.accountId)!;
    if (author.domain && status.visibility === 'public' && !status.reblogOfId)
      return { id: status.id, username: author.username, domain: author.domain };
  }
  throw new Error('no remote status');
}

describe('search v2', () => {
  it('finds accounts, hashtags and statuses', async () => {
    const accounts = await search('q=bo&type=accounts');
    expect(accounts.status).toBe(200);
    expectSchema('Search', accounts.body);
    expect(accounts.body.accounts[0].acct).toBe('bob');
    expect(accounts.body.hashtags).toEqual([]);
    const byName = await search('q=Ferreira');
    expect(byName.body.accounts.map((account) => account.acct)).toContain('bob');
    const tags = await search('q=%23photo&type=hashtags');
    expectSchema('Search', tags.body);
    expect(tags.body.hashtags[0].name).toBe('photography');
    const statuses = await search('q=harbour%20lights&type=statuses&limit=5');
    expectSchema('Search', statuses.body);
    expect(statuses.body.statuses.length).toBeGreaterThan(0);
    expect(
      statuses.body.statuses.every((status) =>
        status.content.toLowerCase().includes('harbour lights'),
      ),
    ).toBe(true);
    const offset = await search('q=harbour%20lights&type=statuses&limit=5&offset=5');
    expect(offset.body.statuses[0].id).not.toBe(statuses.body.statuses[0].id);
    const bob = accounts.body.accounts[0].id;
    const byAccount = await search(`q=the&type=statuses&account_id=${bob}`);
    expect(byAccount.body.statuses.every((status) => status.account.id === bob)).toBe(true);
    const following = await search('q=heidi&type=accounts&following=true');
    expect(following.body.accounts).toEqual([]);
  });

  it('pages statuses and accounts with offset: consecutive windows of one list', async () => {
    const ids = async (query: string) =>
      (await search(query)).body.statuses.map((status) => status.id);
    const whole = await ids('q=bob&type=statuses&limit=40');
    expect(whole).toHaveLength(40);
    expect(await ids('q=bob&type=statuses&limit=20')).toEqual(whole.slice(0, 20));
    expect(await ids('q=bob&type=statuses&limit=20&offset=20')).toEqual(whole.slice(20, 40));
    const accounts = (await search('q=a&type=accounts&limit=40')).body.accounts;
    const second = (await search('q=a&type=accounts&limit=2&offset=2')).body.accounts;
    expect(second.map((account) => account.id)).toEqual(
      accounts.slice(2, 4).map((account) => account.id),
    );
  });

  it('resolves local and remote status URLs, account URLs and handles', async () => {
    const remote = remoteStatus();
    for (const url of [
      `https://${remote.domain}/@${remote.username}/${remote.id}`,
      `https://${remote.domain}/users/${remote.username}/statuses/${remote.id}`,
    ]) {
      const found = await search(`q=${encodeURIComponent(url)}&resolve=true`);
      expectSchema('Search', found.body);
      expect(found.body.statuses.map((status) => status.id)).toEqual([remote.id]);
    }
    const [local] = (
      await api<{ id: string; url: string }[]>(
        sandbox,
        '/api/v1/timelines/public?local=true&limit=1',
      )
    ).body;
    const resolved = await rest.v2.search.list({ q: local.url, resolve: true });
    expect(resolved.statuses.map((status) => status.id)).toEqual([local.id]);
    const handle = await search(
      `q=${encodeURIComponent(`@${remote.username}@${remote.domain}`)}&resolve=true`,
    );
    expect(handle.body.accounts[0].acct).toBe(`${remote.username}@${remote.domain}`);
    const profile = await search(
      `q=${encodeURIComponent(`https://${remote.domain}/@${remote.username}`)}&resolve=true`,
    );
    expect(profile.body.accounts.map((account) => account.acct)).toEqual([
      `${remote.username}@${remote.domain}`,
    ]);
    const host = new URL(sandbox.url).host;
    const self = await search(`q=${encodeURIComponent(`@alice@${host}`)}&type=accounts`);
    expect(self.body.accounts[0].acct).toBe('alice');
    const unknown = await search(
      `q=${encodeURIComponent('https://nowhere.example/@x/1')}&resolve=true`,
    );
    expect(unknown.body).toEqual({ accounts: [], statuses: [], hashtags: [] });
  });

  it('does not resolve or page without authentication, and validates params', async () => {
    const anonymous = await search('q=bob', false);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.accounts[0].acct).toBe('bob');
    expect(anonymous.body.statuses).toEqual([]);
    const resolve = await search(
      `q=${encodeURIComponent(`${sandbox.url}/@bob`)}&resolve=true`,
      false,
    );
    expect(resolve.status).toBe(401);
    expectSchema('Error', resolve.body);
    expect((await search('q=bob&offset=5', false)).status).toBe(401);
    const missing = await search('type=accounts');
    expect(missing.status).toBe(400);
    expectSchema('Error', missing.body);
    const limited = await loginAs(sandbox, 'alice', 'read:statuses');
    expect((await api(sandbox, '/api/v2/search?q=bob', { token: limited })).status).toBe(403);
  });

  it('hides statuses the viewer cannot see', async () => {
    const bob = createRestAPIClient({
      url: sandbox.url,
      accessToken: await loginAs(sandbox, 'bob'),
    });
    const secret = await bob.v1.statuses.create({
      status: 'zanzibar secret plans',
      visibility: 'direct',
    });
    expect((await search('q=zanzibar&type=statuses')).body.statuses).toEqual([]);
    const own = await bob.v2.search.list({ q: 'zanzibar', type: 'statuses' });
    expect(own.statuses.map((status) => status.id)).toEqual([secret.id]);
    const url = `${sandbox.url}/@bob/${secret.id}`;
    expect((await search(`q=${encodeURIComponent(url)}&resolve=true`)).body.statuses).toEqual([]);
  });
});

describe('account search', () => {
  it('autocompletes accounts', async () => {
    const response = await api<{ acct: string }[]>(
      sandbox,
      '/api/v1/accounts/search?q=gu&limit=5',
      { token },
    );
    expect(response.status).toBe(200);
    expectSchema('Account[]', response.body);
    expect(response.body[0].acct).toBe('gull@birds.example');
    const viaMasto = await rest.v1.accounts.search.list({ q: 'car', limit: 3 });
    expect(viaMasto[0].acct).toBe('carol');
    expect((await api(sandbox, '/api/v1/accounts/search?q=gu')).status).toBe(401);
    expect((await api(sandbox, '/api/v1/accounts/search', { token })).status).toBe(400);
  });
});
