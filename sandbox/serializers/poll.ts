import type { SandboxContext } from '../context';
import type { PollRecord } from '../store/types';
import { serializeEmojisIn } from './emoji';
import { iso } from './urls';

export function serializePoll(ctx: SandboxContext, poll: PollRecord, viewerId: string | null) {
  const expired = poll.expiresAt !== null && poll.expiresAt <= ctx.store.now();
  const ownVotes = viewerId ? poll.voters.get(viewerId) : undefined;
  // Mastodon shows each choice's count only once a poll with hidden totals has ended.
  const showTotals = expired || !poll.hideTotals;
  return {
    id: poll.id,
    expires_at: poll.expiresAt === null ? null : iso(poll.expiresAt),
    expired,
    multiple: poll.multiple,
    votes_count: poll.votes.reduce((sum, count) => sum + count, 0),
    voters_count: poll.multiple ? poll.voters.size : null,
    options: poll.options.map((title, index) => ({
      title,
      votes_count: showTotals ? (poll.votes[index] ?? 0) : null,
    })),
    emojis: serializeEmojisIn(ctx, poll.options.join(' ')),
    ...(viewerId ? { voted: ownVotes !== undefined, own_votes: ownVotes ?? [] } : {}),
  };
}
