import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFaultFlag } from '../http/fault-specs';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let token: string;

interface Posted {
  id: string;
  poll: { options: { title: string }[] } | null;
  quote: { state: string } | null;
  params?: { poll: unknown; quoted_status_id: unknown };
}

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
});
beforeEach(async () => {
  await api(sandbox, '/_sandbox/faults', { method: 'DELETE' });
});

async function addFault(rule: Record<string, unknown>) {
  const response = await api<{ match: string }>(sandbox, '/_sandbox/faults', {
    method: 'POST',
    json: rule,
  });
  expect(response.status).toBe(200);
  return response.body;
}

async function post(json: Record<string, unknown>): Promise<Posted> {
  const response = await api<Posted>(sandbox, '/api/v1/statuses', { method: 'POST', token, json });
  expect(response.status).toBe(200);
  return response.body;
}

async function stored(id: string): Promise<Posted> {
  return (await api<Posted>(sandbox, `/api/v1/statuses/${id}`, { token })).body;
}

const poll = { options: ['Tea', 'Coffee'], expires_in: 3600 };

/** A public post of someone else's, to quote. */
async function quotable(): Promise<string> {
  const timeline = await api<{ id: string; visibility: string; account: { username: string } }[]>(
    sandbox,
    '/api/v1/timelines/public?local=true&limit=40',
    { token },
  );
  const found = timeline.body.find(
    (status) => status.visibility === 'public' && status.account.username !== 'alice',
  );
  if (!found) throw new Error('no public post to quote');
  return found.id;
}

describe('drop_polls', () => {
  it('matches posting by default, and is written on the command line alone', async () => {
    expect((await addFault({ type: 'drop_polls' })).match).toBe('POST /api/v1/statuses');
    expect(parseFaultFlag('drop_polls')).toEqual({
      type: 'drop_polls',
      match: 'POST /api/v1/statuses',
    });
  });

  it('stores the post without its poll and answers it so', async () => {
    const kept = await post({ status: 'Kept poll', poll });
    expect(kept.poll?.options.map((option) => option.title)).toEqual(['Tea', 'Coffee']);
    await addFault({ type: 'drop_polls' });
    const made = await post({ status: 'Tea or coffee?', poll });
    expect(made.poll).toBeNull();
    expect((await stored(made.id)).poll).toBeNull();
  });

  it('schedules the post without its poll', async () => {
    await addFault({ type: 'drop_polls' });
    const scheduled = await post({
      status: 'Later',
      poll,
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.params?.poll).toBeNull();
  });

  it('leaves quotes alone', async () => {
    await addFault({ type: 'drop_polls' });
    const made = await post({ status: 'Look', quoted_status_id: await quotable() });
    expect(made.quote?.state).toBe('accepted');
  });
});

describe('drop_quotes', () => {
  it('stores the post without its quote and answers it so', async () => {
    const quoted = await quotable();
    expect((await post({ status: 'Kept quote', quoted_status_id: quoted })).quote?.state).toBe(
      'accepted',
    );
    expect((await addFault({ type: 'drop_quotes' })).match).toBe('POST /api/v1/statuses');
    const made = await post({ status: 'Look at this', quoted_status_id: quoted });
    expect(made.quote).toBeNull();
    expect((await stored(made.id)).quote).toBeNull();
  });

  it('leaves polls alone, and ends with its rule', async () => {
    await addFault({ type: 'drop_quotes', times: 1 });
    const quoted = await quotable();
    expect((await post({ status: 'Poll', poll })).poll).not.toBeNull();
    expect((await post({ status: 'Again', quoted_status_id: quoted })).quote?.state).toBe(
      'accepted',
    );
  });
});
