import { createRestAPIClient, MastoHttpError } from 'masto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxInstance } from '../server';
import type { PollRecord } from '../store/types';
import { expectSchema } from './helpers/schema';
import { api, loginAs, startTestSandbox } from './helpers/sandbox';

let sandbox: SandboxInstance;
let token: string;
let aliceId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await loginAs(sandbox, 'alice');
  aliceId = sandbox.context.store.findAccountByAcct('alice')!.id;
});
beforeEach(() => sandbox.reset());
afterAll(async () => sandbox.close());

/** An open, public poll by someone else that alice has not voted in. */
function openPoll(multiple: boolean): PollRecord {
  const { store } = sandbox.context;
  return [...store.polls.values()].find((poll) => {
    const status = store.statuses.get(poll.statusId);
    return (
      poll.multiple === multiple &&
      poll.expiresAt! > Date.now() + 60_000 &&
      !poll.voters.has(aliceId) &&
      status?.visibility === 'public' &&
      status.accountId !== aliceId
    );
  })!;
}

const vote = (id: string, choices: unknown[]) =>
  api<{ error?: string }>(sandbox, `/api/v1/polls/${id}/votes`, {
    method: 'POST',
    token,
    json: { choices },
  });

describe('polls', () => {
  it('shows voted and own_votes per viewer', async () => {
    const poll = openPoll(false);
    const anonymous = await api<Record<string, unknown>>(sandbox, `/api/v1/polls/${poll.id}`);
    expectSchema('Poll', anonymous.body);
    expect('voted' in anonymous.body).toBe(false);
    const mine = await api<{ voted: boolean; own_votes: number[] }>(
      sandbox,
      `/api/v1/polls/${poll.id}`,
      { token },
    );
    expect(mine.body.voted).toBe(false);
    expect(mine.body.own_votes).toEqual([]);
  });

  it('votes once on a single-choice poll', async () => {
    const poll = openPoll(false);
    const before = poll.votes.reduce((sum, count) => sum + count, 0);
    const response = await api<{ voted: boolean; own_votes: number[]; votes_count: number }>(
      sandbox,
      `/api/v1/polls/${poll.id}/votes`,
      { method: 'POST', token, form: { 'choices[]': '1' } },
    );
    expect(response.status).toBe(200);
    expectSchema('Poll', response.body);
    expect(response.body.own_votes).toEqual([1]);
    expect(response.body.votes_count).toBe(before + 1);
    const again = await vote(poll.id, [0]);
    expect(again.status).toBe(422);
    expect(again.body.error).toBe('Validation failed: You have already voted on this poll');
    const status = await api<{ poll: { voted: boolean } }>(
      sandbox,
      `/api/v1/statuses/${poll.statusId}`,
      { token },
    );
    expect(status.body.poll.voted).toBe(true);
  });

  it('accepts several choices only on multiple-choice polls', async () => {
    const single = openPoll(false);
    expect((await vote(single.id, [0, 1])).status).toBe(422);
    const multiple = openPoll(true);
    const rest = createRestAPIClient({ url: sandbox.url, accessToken: token });
    const voted = await rest.v1.polls.$select(multiple.id).votes.create({ choices: [0, 2] });
    expect(voted.ownVotes).toEqual([0, 2]);
    expect(voted.voted).toBe(true);
  });

  it('rejects expired polls, invalid choices and own polls', async () => {
    const { store } = sandbox.context;
    const expired = [...store.polls.values()].find(
      (poll) =>
        poll.expiresAt! < Date.now() &&
        !poll.voters.has(aliceId) &&
        store.statuses.get(poll.statusId)?.visibility === 'public',
    )!;
    const ended = await vote(expired.id, [0]);
    expect(ended.status).toBe(422);
    expect(ended.body.error).toBe('Validation failed: The poll has already ended');
    expectSchema('Error', ended.body);
    const poll = openPoll(false);
    expect((await vote(poll.id, [9])).body.error).toBe(
      'Validation failed: The chosen vote option does not exist',
    );
    expect((await vote(poll.id, ['x'])).status).toBe(422);
    expect((await vote(poll.id, [])).status).toBe(400);
    const rest = createRestAPIClient({ url: sandbox.url, accessToken: token });
    const own = await rest.v1.statuses.create({
      status: 'Mine',
      poll: { options: ['a', 'b'], expiresIn: 3600 },
    });
    const error = await rest.v1.polls
      .$select(own.poll!.id)
      .votes.create({ choices: [0] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MastoHttpError);
    expect((error as MastoHttpError).statusCode).toBe(422);
  });

  it('answers 404 and 401 like Mastodon', async () => {
    const missing = await api(sandbox, '/api/v1/polls/123');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Record not found' });
    const poll = openPoll(false);
    expect(
      (
        await api(sandbox, `/api/v1/polls/${poll.id}/votes`, {
          method: 'POST',
          json: { choices: [0] },
        })
      ).status,
    ).toBe(401);
    const privatePoll = [...sandbox.context.store.polls.values()].find(
      (entry) => sandbox.context.store.statuses.get(entry.statusId)?.visibility === 'private',
    );
    if (privatePoll)
      expect((await api(sandbox, `/api/v1/polls/${privatePoll.id}`)).status).toBe(404);
  });
});
