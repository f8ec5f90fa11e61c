import type { SandboxContext } from '../context';

export function serializeRelationship(ctx: SandboxContext, viewerId: string, targetId: string) {
  const { store } = ctx;
  return {
    id: targetId,
    following: store.hasEdge(store.following, viewerId, targetId),
    showing_reblogs: store.hasEdge(store.following, viewerId, targetId),
    notifying: false,
    languages: null,
    followed_by: store.hasEdge(store.following, targetId, viewerId),
    blocking: store.hasEdge(store.blocks, viewerId, targetId),
    blocked_by: store.hasEdge(store.blocks, targetId, viewerId),
    muting: store.hasEdge(store.mutes, viewerId, targetId),
    muting_notifications: store.hasEdge(store.mutes, viewerId, targetId),
    muting_expires_at: null,
    requested: store.hasEdge(store.followRequests, targetId, viewerId),
    requested_by: store.hasEdge(store.followRequests, viewerId, targetId),
    domain_blocking: false,
    endorsed: false,
    note: '',
  };
}
