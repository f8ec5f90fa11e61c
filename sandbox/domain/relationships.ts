import type { SandboxContext } from '../context';
import { notify } from './notifications';

/** Follows, or requests to follow a locked account, notifying the target as Mastodon does. */
export function followAccount(ctx: SandboxContext, followerId: string, targetId: string): void {
  const { store } = ctx;
  if (
    store.hasEdge(store.following, followerId, targetId) ||
    store.hasEdge(store.followRequests, targetId, followerId)
  )
    return;
  const target = store.accounts.get(targetId)!;
  if (target.locked) {
    store.addEdge(store.followRequests, targetId, followerId);
    notify(ctx, { accountId: targetId, fromAccountId: followerId, type: 'follow_request' });
    return;
  }
  store.follow(followerId, targetId);
  notify(ctx, { accountId: targetId, fromAccountId: followerId, type: 'follow' });
}

export function unfollowAccount(ctx: SandboxContext, followerId: string, targetId: string): void {
  ctx.store.unfollow(followerId, targetId);
  ctx.store.followOptions.delete(`${followerId}:${targetId}`);
  ctx.store.removeEdge(ctx.store.followRequests, targetId, followerId);
}

/** Whether `viewerId` follows `authorId` with "Show boosts" off: that account's boosts stay off Home. */
export function hidesBoostsOf(ctx: SandboxContext, viewerId: string, authorId: string): boolean {
  return ctx.store.followOptions.get(`${viewerId}:${authorId}`)?.reblogs === false;
}
