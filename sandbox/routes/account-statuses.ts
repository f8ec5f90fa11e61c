import { optionalViewer } from '../http/auth';
import { sendPage } from '../http/pagination';
import { asBoolean, asString } from '../http/params';
import { accountOr404 } from '../http/records';
import { serializeStatuses } from '../serializers/status';
import { compareIds } from '../store/ids';
import type { StatusRecord } from '../store/types';
import { canView } from '../store/visibility';
import type { RouteFamily } from './types';

const accountStatuses: RouteFamily = (app, ctx) => {
  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/statuses', async (request, reply) => {
    const viewer = optionalViewer(ctx, request);
    const viewerId = viewer?.id ?? null;
    const account = accountOr404(ctx, request.params.id);
    const { store } = ctx;
    const query = request.query as Record<string, unknown>;
    if (viewerId && store.hasEdge(store.blocks, account.id, viewerId)) return [];
    const onlyMedia = asBoolean(query.only_media) === true;
    const excludeReplies = asBoolean(query.exclude_replies) === true;
    const excludeReblogs = asBoolean(query.exclude_reblogs) === true;
    const tagged = asString(query.tagged)?.toLowerCase();
    let ids = store.statusIdsByAccount.get(account.id) ?? [];
    if (asBoolean(query.pinned) === true)
      ids = [...(store.pins.get(account.id)?.keys() ?? [])].sort(compareIds);
    const statuses = ids.map((id) => store.statuses.get(id)!).filter(Boolean);
    const accept = (status: StatusRecord) =>
      canView(store, viewerId, status) &&
      (!onlyMedia || status.mediaIds.length > 0) &&
      (!excludeReplies ||
        status.inReplyToId === null ||
        status.inReplyToAccountId === account.id) &&
      (!excludeReblogs || status.reblogOfId === null) &&
      (!tagged || status.tags.some((tag) => tag.toLowerCase() === tagged));
    const page = sendPage(ctx, request, reply, statuses, (status) => status.id, { accept });
    return serializeStatuses(ctx, page, { viewerId, filterContext: 'account' });
  });
};

export default accountStatuses;
