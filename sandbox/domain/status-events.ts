import type { SandboxContext } from '../context';
import type { StreamKey } from '../events/bus';
import { serializeAccount } from '../serializers/account';
import { serializeStatus } from '../serializers/status';
import { conversationRootId } from '../store/conversations';
import { hidesBoostsOf } from './relationships';
import type { StatusRecord } from '../store/types';

/** Accounts whose home (user stream) receives this status: the author, followers, mentioned locals. */
function homeAudience(ctx: SandboxContext, status: StatusRecord): string[] {
  const { store } = ctx;
  const audience = new Set<string>([status.accountId]);
  if (status.visibility !== 'direct')
    for (const followerId of store.followers.get(status.accountId)?.keys() ?? [])
      audience.add(followerId);
  if (status.visibility === 'direct' || status.visibility === 'private')
    for (const id of status.mentionIds) audience.add(id);
  return [...audience].filter(
    (id) =>
      store.accounts.get(id)?.domain === null &&
      !(status.reblogOfId && hidesBoostsOf(ctx, id, status.accountId)),
  );
}

function publicStreams(ctx: SandboxContext, status: StatusRecord): StreamKey[] {
  if (status.visibility !== 'public' || status.reblogOfId) return [];
  const local = ctx.store.accounts.get(status.accountId)?.domain === null;
  const streams: StreamKey[] = [['public'], [local ? 'public:local' : 'public:remote']];
  const media = status.mediaIds.length > 0;
  if (media) streams.push(['public:media'], [local ? 'public:local:media' : 'public:remote:media']);
  for (const tag of status.tags) {
    streams.push(['hashtag', tag.toLowerCase()]);
    if (local) streams.push(['hashtag:local', tag.toLowerCase()]);
  }
  return streams;
}

/** `update` for a new status, or `status.update` for an edit, to every stream a real server would use. */
export function publishStatus(
  ctx: SandboxContext,
  status: StatusRecord,
  event: 'update' | 'status.update',
): void {
  const { bus, store } = ctx;
  const payload = (viewerId: string | null) =>
    serializeStatus(ctx, status, { viewerId, filterContext: 'home' });
  for (const accountId of homeAudience(ctx, status)) {
    bus.publish({ event, audience: { accountId }, streams: [['user']], payload });
  }
  for (const list of store.lists.values()) {
    if (list.memberIds.has(status.accountId))
      bus.publish({
        event,
        audience: { accountId: list.accountId },
        streams: [['list', list.id]],
        payload,
      });
  }
  const streams = publicStreams(ctx, status);
  if (streams.length)
    bus.publish({
      event,
      audience: { statusId: status.id },
      streams,
      payload: (viewerId) => serializeStatus(ctx, status, { viewerId, filterContext: 'public' }),
    });
  if (status.visibility === 'direct' && event === 'update') {
    for (const accountId of [status.accountId, ...status.mentionIds]) {
      bus.publish({
        event: 'conversation',
        audience: { accountId },
        streams: [['direct']],
        payload: (viewerId) => ({
          id: conversationRootId(store, status),
          unread: viewerId !== status.accountId,
          accounts: [status.accountId, ...status.mentionIds]
            .filter((id) => id !== viewerId)
            .map((id) => serializeAccount(ctx, store.accounts.get(id)!)),
          last_status: serializeStatus(ctx, status, { viewerId }),
        }),
      });
    }
  }
}

export function publishDelete(
  ctx: SandboxContext,
  status: StatusRecord,
  formerAudience: string[],
): void {
  const streams: StreamKey[] = [
    ['public'],
    ['public:local'],
    ['public:remote'],
    ['public:media'],
    ['public:local:media'],
    ['public:remote:media'],
    ...status.tags.flatMap((tag) => [
      ['hashtag', tag.toLowerCase()],
      ['hashtag:local', tag.toLowerCase()],
    ]),
  ];
  for (const list of ctx.store.lists.values()) {
    if (!list.memberIds.has(status.accountId)) continue;
    ctx.bus.publish({
      event: 'delete',
      audience: { accountId: list.accountId },
      streams: [['list', list.id]],
      payload: () => status.id,
    });
  }
  for (const accountId of formerAudience)
    ctx.bus.publish({
      event: 'delete',
      audience: { accountId },
      streams: [['user']],
      payload: () => status.id,
    });
  if (status.visibility === 'public')
    ctx.bus.publish({
      event: 'delete',
      audience: { anyone: true },
      streams,
      payload: () => status.id,
    });
}

export { homeAudience };
