import type { SandboxContext } from '../context';
import type { StatusRecord } from '../store/types';

/**
 * Mastodon 4.5's QuoteApproval: the policy set with PUT /api/v1/statuses/:id/interaction_policy, as it applies to
 * the viewer. Private and direct posts can only be quoted by their author, whatever the policy says.
 */
export function serializeQuoteApproval(
  ctx: SandboxContext,
  status: StatusRecord,
  viewerId: string | null,
) {
  const policy = status.quoteApprovalPolicy ?? 'public';
  const shareable = status.visibility === 'public' || status.visibility === 'unlisted';
  const automatic = !shareable || policy === 'nobody' ? [] : [policy];
  let currentUser: 'automatic' | 'denied' | 'unknown';
  if (viewerId === null) currentUser = 'unknown';
  else if (viewerId === status.accountId) currentUser = 'automatic';
  else if (!shareable || policy === 'nobody') currentUser = 'denied';
  else if (policy === 'public') currentUser = 'automatic';
  else
    currentUser = ctx.store.hasEdge(ctx.store.following, viewerId, status.accountId)
      ? 'automatic'
      : 'denied';
  return { automatic, manual: [], current_user: currentUser };
}
