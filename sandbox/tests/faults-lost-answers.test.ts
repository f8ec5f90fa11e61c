import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFaultFlag } from '../http/fault-specs';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();
let token: string;
let accountId: string;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
  const me = await api<{ id: string }>(sandbox, '/api/v1/accounts/verify_credentials', { token });
  accountId = me.body.id;
});
beforeEach(async () => {
  await api(sandbox, '/_sandbox/reset', { method: 'POST' });
});

async function addFault(rule: Record<string, unknown>) {
  const response = await api<{ id: string; match: string; remaining: number | null }>(
    sandbox,
    '/_sandbox/faults',
    { method: 'POST', json: rule },
  );
  expect(response.status).toBe(200);
  return response.body;
}

const post = (text: string, key: string) =>
  api<{ id: string }>(sandbox, '/api/v1/statuses', {
    method: 'POST',
    token,
    json: { status: text },
    headers: { 'Idempotency-Key': key },
  });

async function ownPostsWith(text: string): Promise<number> {
  const listed = await api<{ content: string }[]>(
    sandbox,
    `/api/v1/accounts/${accountId}/statuses?limit=40`,
    { token },
  );
  return listed.body.filter((status) => status.content.includes(text)).length;
}

describe('ignore_idempotency', () => {
  it('defaults to posting statuses and makes a second post for a second send', async () => {
    const rule = await addFault({ type: 'ignore_idempotency' });
    expect(rule.match).toBe('POST /api/v1/statuses');
    const first = await post('said twice', 'one-key');
    const second = await post('said twice', 'one-key');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await ownPostsWith('said twice')).toBe(2);
  });

  it('lets the key count again once the rule is used up', async () => {
    await addFault({ type: 'ignore_idempotency', times: 1 });
    const first = await post('keyed later', 'later-key');
    const second = await post('keyed later', 'later-key');
    const third = await post('keyed later', 'later-key');
    expect(second.body.id).not.toBe(first.body.id);
    expect(third.body.id).toBe(second.body.id);
  });

  it('is written on the command line by its name alone', () => {
    expect(parseFaultFlag('ignore-idempotency')).toMatchObject({
      type: 'ignore_idempotency',
      match: 'POST /api/v1/statuses',
    });
  });
});

describe('drop_answer', () => {
  it('makes the post, then answers 502 with an HTML page', async () => {
    await addFault({ type: 'drop_answer', match: 'POST /api/v1/statuses', times: 1 });
    const lost = (await post('answer lost', 'lost-key')) as unknown as {
      status: number;
      headers: Headers;
      body: string;
    };
    expect(lost.status).toBe(502);
    expect(lost.headers.get('content-type')).toContain('text/html');
    expect(lost.body).toContain('502 Bad Gateway');
    expect(await ownPostsWith('answer lost')).toBe(1);
    // The key was kept: the retry gets the post already made.
    const retried = await post('answer lost', 'lost-key');
    expect(retried.status).toBe(200);
    expect(await ownPostsWith('answer lost')).toBe(1);
  });

  it('with ignore_idempotency, the retry makes a second post', async () => {
    await addFault({ type: 'ignore_idempotency' });
    await addFault({ type: 'drop_answer', match: 'POST /api/v1/statuses', times: 1 });
    expect((await post('twice over', 'twice-key')).status).toBe(502);
    expect((await post('twice over', 'twice-key')).status).toBe(200);
    expect(await ownPostsWith('twice over')).toBe(2);
  });

  it('leaves requests it does not match alone', async () => {
    await addFault({ type: 'drop_answer', match: 'POST /api/v1/statuses' });
    const read = await api(sandbox, '/api/v1/accounts/verify_credentials', { token });
    expect(read.status).toBe(200);
    expect(parseFaultFlag('drop_answer:POST /api/v1/statuses:times=1')).toMatchObject({
      type: 'drop_answer',
      match: 'POST /api/v1/statuses',
      times: 1,
    });
  });
});
