import { createRestAPIClient } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let token: string;

type Markers = Record<string, { last_read_id: string; version: number; updated_at: string }>;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
});

function expectMarkers(body: Markers): void {
  for (const marker of Object.values(body)) expectSchema('Marker', marker);
}

describe('markers', () => {
  it('returns the seeded markers for the asked timelines only', async () => {
    const both = await api<Markers>(
      sandbox,
      '/api/v1/markers?timeline[]=home&timeline[]=notifications',
      {
        token,
      },
    );
    expect(both.status).toBe(200);
    expect(Object.keys(both.body).sort()).toEqual(['home', 'notifications']);
    expectMarkers(both.body);
    const home = await api<Markers>(sandbox, '/api/v1/markers?timeline[]=home', { token });
    expect(Object.keys(home.body)).toEqual(['home']);
    const bob = await loginAs(sandbox, 'bob');
    expect((await api(sandbox, '/api/v1/markers?timeline[]=home', { token: bob })).body).toEqual(
      {},
    );
  });

  it('saves positions with form or JSON bodies and bumps the version', async () => {
    const before = (await api<Markers>(sandbox, '/api/v1/markers?timeline[]=home', { token })).body
      .home;
    const saved = await api<Markers>(sandbox, '/api/v1/markers', {
      method: 'POST',
      token,
      form: { 'home[last_read_id]': '123456' },
    });
    expectMarkers(saved.body);
    expect(saved.body.home.last_read_id).toBe('123456');
    expect(saved.body.home.version).toBe(before.version + 1);
    const json = await api<Markers>(sandbox, '/api/v1/markers', {
      method: 'POST',
      token,
      json: { notifications: { last_read_id: '777' } },
    });
    expect(Object.keys(json.body)).toEqual(['notifications']);
    const rest = createRestAPIClient({ url: sandbox.url, accessToken: token });
    const viaMasto = await rest.v1.markers.create({ home: { lastReadId: '999' } });
    expect(viaMasto.home?.version).toBe(before.version + 2);
    const fetched = await rest.v1.markers.fetch({ timeline: ['home', 'notifications'] });
    expect(fetched.notifications?.lastReadId).toBe('777');
  });

  it('requires a user token with the right scopes', async () => {
    expect((await api(sandbox, '/api/v1/markers')).status).toBe(401);
    const limited = await loginAs(sandbox, 'alice', 'read:statuses');
    const denied = await api(sandbox, '/api/v1/markers', {
      method: 'POST',
      token: limited,
      json: { home: { last_read_id: '1' } },
    });
    expect(denied.status).toBe(403);
    expectSchema('Error', denied.body);
  });
});
