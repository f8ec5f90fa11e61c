import type { SandboxContext } from '../context';
import { requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import { sendPage } from '../http/pagination';
import { serializeAccount } from '../serializers/account';
import { serializeStatus } from '../serializers/status';
import { conversationRootId } from '../store/conversations';
import { compareIds } from '../store/ids';
import type { StatusRecord } from '../store/types';
import { userState } from '../store/user-state';
import { canView } from '../store/visibility';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const DAY = 86_400_000;

interface ConversationView {
  id: string;
  lastStatus: StatusRecord;
  participantIds: string[];
}

/** Direct-visibility threads the viewer takes part in, keyed by the thread's first post, oldest activity first. */
function conversationsOf(ctx: SandboxContext, viewerId: string): ConversationView[] {
  const { store } = ctx;
  const removals = userState(store).conversationRemovals.get(viewerId);
  const byId = new Map<string, ConversationView>();
  for (const id of store.statusIds) {
    const status = store.statuses.get(id);
    if (!status || status.visibility !== 'direct' || !canView(store, viewerId, status)) continue;
    const rootId = conversationRootId(store, status);
    const view = byId.get(rootId) ?? { id: rootId, lastStatus: status, participantIds: [] };
    view.lastStatus = status;
    for (const participant of [status.accountId, ...status.mentionIds])
      if (participant !== viewerId && !view.participantIds.includes(participant))
        view.participantIds.push(participant);
    byId.set(rootId, view);
  }
  return [...byId.values()]
    .filter((view) => {
      const removedAt = removals?.get(view.id);
      return removedAt === undefined || compareIds(view.lastStatus.id, removedAt) > 0;
    })
    .sort((a, b) => compareIds(a.lastStatus.id, b.lastStatus.id));
}

function isUnread(ctx: SandboxContext, viewerId: string, view: ConversationView): boolean {
  if (view.lastStatus.accountId === viewerId) return false;
  const readUpTo = userState(ctx.store).conversationReads.get(viewerId)?.get(view.id);
  if (readUpTo !== undefined) return compareIds(view.lastStatus.id, readUpTo) > 0;
  // Seeded conversations older than a day count as already read.
  return view.lastStatus.createdAt > ctx.store.epoch - DAY;
}

function serializeConversation(ctx: SandboxContext, viewerId: string, view: ConversationView) {
  return {
    id: view.id,
    unread: isUnread(ctx, viewerId, view),
    accounts: view.participantIds.map((id) => serializeAccount(ctx, ctx.store.accounts.get(id)!)),
    last_status: serializeStatus(ctx, view.lastStatus, { viewerId }),
  };
}

const conversations: RouteFamily = (app, ctx) => {
  const ownOr404 = (viewerId: string, id: string) => {
    const view = conversationsOf(ctx, viewerId).find((entry) => entry.id === id);
    if (!view) throw notFound();
    return view;
  };
  const marks = (map: Map<string, Map<string, string>>, viewerId: string) => {
    const own = map.get(viewerId) ?? new Map<string, string>();
    map.set(viewerId, own);
    return own;
  };

  app.get('/api/v1/conversations', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:statuses');
    const views = conversationsOf(ctx, viewer.id);
    const page = sendPage(ctx, request, reply, views, (view) => view.lastStatus.id, {
      defaultLimit: 20,
      maxLimit: 40,
    });
    return page.map((view) => serializeConversation(ctx, viewer.id, view));
  });

  app.post<IdParams>('/api/v1/conversations/:id/read', (request) => {
    const viewer = requireUser(ctx, request, 'write:conversations');
    const view = ownOr404(viewer.id, request.params.id);
    marks(userState(ctx.store).conversationReads, viewer.id).set(view.id, view.lastStatus.id);
    return serializeConversation(ctx, viewer.id, view);
  });

  app.delete<IdParams>('/api/v1/conversations/:id', (request) => {
    const viewer = requireUser(ctx, request, 'write:conversations');
    const view = ownOr404(viewer.id, request.params.id);
    marks(userState(ctx.store).conversationRemovals, viewer.id).set(view.id, view.lastStatus.id);
    return {};
  });
};

export default conversations;
