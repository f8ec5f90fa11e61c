import { createRestAPIClient, MastoHttpError } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PollRecord } from '../store/types';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });
let token: string;
let aliceId: string;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
  aliceId = sandbox.context.store.findAccountByAcct('alice')!.id;
});

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

  it('enforces the limits the instance advertises', async () => {
    const instance = await api<{
      configuration: {
        polls: {
          max_options: number;
          max_characters_per_option: number;
          min_expiration: number;
          max_expiration: number;
        };
      };
    }>(sandbox, '/api/v2/instance');
    const limits = instance.body.configuration.polls;
    const post = (poll: Record<string, unknown>) =>
      api<{ error?: string; poll?: unknown }>(sandbox, '/api/v1/statuses', {
        method: 'POST',
        token,
        json: { status: 'Limits', poll },
      });
    const choices = (count: number, length = 1) =>
      Array.from({ length: count }, (_, index) => String(index).padEnd(length, 'x'));
    const within = {
      options: choices(limits.max_options, limits.max_characters_per_option),
      expires_in: limits.min_expiration,
    };
    const made = await post(within);
    expect(made.status).toBe(200);
    expectSchema('Status', made.body);
    expect((await post({ ...within, expires_in: limits.max_expiration })).status).toBe(200);
    for (const [what, poll] of [
      ['too many choices', { ...within, options: choices(limits.max_options + 1) }],
      [
        'a choice too long',
        { ...within, options: choices(2, limits.max_characters_per_option + 1) },
      ],
      ['one choice', { ...within, options: ['only'] }],
      ['an empty choice', { ...within, options: ['yes', ' '] }],
      ['too short', { ...within, expires_in: limits.min_expiration - 1 }],
      ['too long', { ...within, expires_in: limits.max_expiration + 1 }],
    ] as const) {
      const refused = await post(poll);
      expect(refused.status, what).toBe(422);
      expectSchema('Error', refused.body);
    }
  });

  it('hides vote counts of a poll with hidden totals until it ends', async () => {
    const made = await api<{ id: string; poll: { id: string } }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: {
        status: 'Secret ballot',
        poll: { options: ['a', 'b'], expires_in: 300, hide_totals: true },
      },
    });
    const bob = await loginAs(sandbox, 'bob');
    await api(sandbox, `/api/v1/polls/${made.body.poll.id}/votes`, {
      method: 'POST',
      token: bob,
      json: { choices: [1] },
    });
    type Counted = { votes_count: number; options: { votes_count: number | null }[] };
    const open = await api<Counted>(sandbox, `/api/v1/polls/${made.body.poll.id}`, { token });
    expectSchema('Poll', open.body);
    expect(open.body.votes_count).toBe(1);
    expect(open.body.options.map((option) => option.votes_count)).toEqual([null, null]);
    sandbox.context.store.polls.get(made.body.poll.id)!.expiresAt = Date.now() - 1000;
    const ended = await api<Counted>(sandbox, `/api/v1/polls/${made.body.poll.id}`, { token });
    expect(ended.body.options.map((option) => option.votes_count)).toEqual([0, 1]);
  });
});
