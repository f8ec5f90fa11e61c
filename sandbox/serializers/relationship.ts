import type { SandboxContext } from '../context';
import { userState } from '../store/user-state';
import { iso } from './urls';

function muteExpiry(ctx: SandboxContext, viewerId: string, targetId: string): string | null {
  if (!ctx.store.hasEdge(ctx.store.mutes, viewerId, targetId)) return null;
  const expiresAt = ctx.store.muteOptions.get(`${viewerId}:${targetId}`)?.expiresAt ?? null;
  return expiresAt === null ? null : iso(expiresAt);
}

export function serializeRelationship(ctx: SandboxContext, viewerId: string, targetId: string) {
  const { store } = ctx;
  const following = store.hasEdge(store.following, viewerId, targetId);
  const options = store.followOptions.get(`${viewerId}:${targetId}`);
  const domain = store.accounts.get(targetId)?.domain;
  return {
    id: targetId,
    following,
    showing_reblogs: following && (options?.reblogs ?? true),
    notifying: following && (options?.notify ?? false),
    languages: null,
    followed_by: store.hasEdge(store.following, targetId, viewerId),
    blocking: store.hasEdge(store.blocks, viewerId, targetId),
    blocked_by: store.hasEdge(store.blocks, targetId, viewerId),
    muting: store.hasEdge(store.mutes, viewerId, targetId),
    muting_notifications:
      store.hasEdge(store.mutes, viewerId, targetId) &&
      (store.muteOptions.get(`${viewerId}:${targetId}`)?.notifications ?? true),
    muting_expires_at: muteExpiry(ctx, viewerId, targetId),
    requested: store.hasEdge(store.followRequests, targetId, viewerId),
    requested_by: store.hasEdge(store.followRequests, viewerId, targetId),
    domain_blocking: Boolean(domain && userState(store).domainBlocks.get(viewerId)?.has(domain)),
    endorsed: store.hasEdge(store.endorsements, viewerId, targetId),
    note: store.accountNotes.get(`${viewerId}:${targetId}`) ?? '',
  };
}
