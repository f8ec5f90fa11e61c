import { requireUser, optionalViewer } from '../http/auth';
import { missingParameter, notFound, unprocessable } from '../http/errors';
import { asStringArray, bodyAsParams } from '../http/params';
import { serializePoll } from '../serializers/poll';
import type { SandboxContext } from '../context';
import type { PollRecord } from '../store/types';
import { canView } from '../store/visibility';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };

function visiblePollOr404(ctx: SandboxContext, id: string, viewerId: string | null): PollRecord {
  const poll = ctx.store.polls.get(id);
  const status = poll ? ctx.store.statuses.get(poll.statusId) : undefined;
  if (!poll || !status || !canView(ctx.store, viewerId, status)) throw notFound();
  return poll;
}

/** Mastodon's VoteValidator checks, with its messages. */
function validateVote(ctx: SandboxContext, poll: PollRecord, voterId: string, choices: number[]) {
  const status = ctx.store.statuses.get(poll.statusId)!;
  if (poll.expiresAt !== null && poll.expiresAt <= ctx.store.now())
    throw unprocessable('The poll has already ended');
  if (
    choices.length === 0 ||
    choices.some(
      (choice) => !Number.isInteger(choice) || choice < 0 || choice >= poll.options.length,
    )
  )
    throw unprocessable('The chosen vote option does not exist');
  if (status.accountId === voterId) throw unprocessable('You cannot vote in your own polls');
  if (poll.voters.has(voterId) || (!poll.multiple && choices.length > 1))
    throw unprocessable('You have already voted on this poll');
}

const polls: RouteFamily = (app, ctx) => {
  app.get<IdParams>('/api/v1/polls/:id', (request) => {
    const viewer = optionalViewer(ctx, request);
    const poll = visiblePollOr404(ctx, request.params.id, viewer?.id ?? null);
    return serializePoll(ctx, poll, viewer?.id ?? null);
  });

  app.post<IdParams>('/api/v1/polls/:id/votes', (request) => {
    const viewer = requireUser(ctx, request, 'write:statuses');
    const poll = visiblePollOr404(ctx, request.params.id, viewer.id);
    const raw = asStringArray(bodyAsParams(request.body).choices) ?? [];
    if (!raw.length) throw missingParameter('choices');
    const choices = [...new Set(raw.map((choice) => (/^\d+$/.test(choice) ? Number(choice) : -1)))];
    validateVote(ctx, poll, viewer.id, choices);
    poll.voters.set(viewer.id, choices);
    for (const choice of choices) poll.votes[choice] = (poll.votes[choice] ?? 0) + 1;
    return serializePoll(ctx, poll, viewer.id);
  });
};

export default polls;
