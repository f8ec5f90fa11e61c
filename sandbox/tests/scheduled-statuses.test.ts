import { createRestAPIClient } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkPath } from './helpers/links';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let token: string;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
});

describe('scheduled statuses', () => {
  it('lists the seeded ones with pagination and reads one', async () => {
    const list = await api<{ id: string; params: { text: string } }[]>(
      sandbox,
      '/api/v1/scheduled_statuses?limit=1',
      {
        token,
      },
    );
    expect(list.status).toBe(200);
    expectSchema('ScheduledStatus[]', list.body);
    expect(list.body).toHaveLength(1);
    const next = linkPath(list.headers.get('link'), 'next')!;
    const rest = await api<{ id: string }[]>(sandbox, next, { token });
    expect(rest.body).toHaveLength(1);
    expect(rest.body[0].id).not.toBe(list.body[0].id);
    const one = await api(sandbox, `/api/v1/scheduled_statuses/${list.body[0].id}`, { token });
    expectSchema('ScheduledStatus', one.body);
  });

  it('reschedules, validates the date and deletes', async () => {
    const client = createRestAPIClient({ url: sandbox.url, accessToken: token });
    const [first] = await client.v1.scheduledStatuses.list();
    const later = new Date(Date.now() + 7 * 86_400_000);
    later.setMilliseconds(0);
    const moved = await api<{ scheduled_at: string }>(
      sandbox,
      `/api/v1/scheduled_statuses/${first.id}`,
      {
        method: 'PUT',
        token,
        json: { scheduled_at: later.toISOString() },
      },
    );
    expectSchema('ScheduledStatus', moved.body);
    expect(moved.body.scheduled_at).toBe(later.toISOString());
    const tooSoon = await api(sandbox, `/api/v1/scheduled_statuses/${first.id}`, {
      method: 'PUT',
      token,
      json: { scheduled_at: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(tooSoon.status).toBe(422);
    expectSchema('Error', tooSoon.body);
    const deleted = await api(sandbox, `/api/v1/scheduled_statuses/${first.id}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.body).toEqual({});
    const gone = await api(sandbox, `/api/v1/scheduled_statuses/${first.id}`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Record not found' });
  });

  it('hides other accounts’ schedules and checks auth', async () => {
    const [own] = (await api<{ id: string }[]>(sandbox, '/api/v1/scheduled_statuses', { token }))
      .body;
    const bob = await loginAs(sandbox, 'bob');
    expect(
      (await api(sandbox, `/api/v1/scheduled_statuses/${own.id}`, { token: bob })).status,
    ).toBe(404);
    expect(
      (await api<unknown[]>(sandbox, '/api/v1/scheduled_statuses', { token: bob })).body,
    ).toEqual([]);
    expect((await api(sandbox, '/api/v1/scheduled_statuses')).status).toBe(401);
    const readOnly = await loginAs(sandbox, 'alice', 'read');
    expect(
      (
        await api(sandbox, `/api/v1/scheduled_statuses/${own.id}`, {
          method: 'DELETE',
          token: readOnly,
        })
      ).status,
    ).toBe(403);
  });

  it('schedules a post with a poll, keeps it as sent, and refuses a time under 5 minutes ahead', async () => {
    const at = new Date(Date.now() + 3_600_000);
    at.setMilliseconds(0);
    const made = await api<{
      id: string;
      scheduled_at: string;
      params: { text: string; spoiler_text: string; poll: Record<string, unknown> };
    }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: {
        status: 'Tea or coffee?',
        spoiler_text: 'drinks',
        scheduled_at: at.toISOString(),
        poll: { options: ['tea', 'coffee'], expires_in: 3600, multiple: true, hide_totals: true },
      },
    });
    expect(made.status).toBe(200);
    expectSchema('ScheduledStatus', made.body);
    expect(made.body.scheduled_at).toBe(at.toISOString());
    expect(made.body.params).toMatchObject({ text: 'Tea or coffee?', spoiler_text: 'drinks' });
    expect(made.body.params.poll).toMatchObject({
      options: ['tea', 'coffee'],
      multiple: true,
      hide_totals: true,
    });
    const listed = await api<{ id: string }[]>(sandbox, '/api/v1/scheduled_statuses?limit=40', {
      token,
    });
    expect(listed.body.map((scheduled) => scheduled.id)).toContain(made.body.id);

    const tooSoon = await api<{ error: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'soon', scheduled_at: new Date(Date.now() + 4 * 60_000).toISOString() },
    });
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.error).toBe(
      'Validation failed: Scheduled at The scheduled date must be in the future',
    );
  });

  it('publishes at once a post whose scheduled time has already passed, as Mastodon does', async () => {
    const posted = await api<{ id: string; content: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'Already due', scheduled_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(posted.status).toBe(200);
    expectSchema('Status', posted.body);
    expect(posted.body.content).toContain('Already due');
  });
});
