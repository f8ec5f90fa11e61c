import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../http/auth';
import { sendPage } from '../http/pagination';
import { serializeAccount } from '../serializers/account';
import { iso } from '../serializers/urls';
import { compareIds } from '../store/ids';
import type { Edge } from '../store/types';
import type { RouteFamily } from './types';

/** The viewer's blocked and muted accounts, newest first, paginated by the block or mute id. */
const blocksMutes: RouteFamily = (app, ctx) => {
  const listing = (
    request: FastifyRequest,
    reply: FastifyReply,
    edges: Map<string, Edge> | undefined,
  ) => {
    const sorted = [...(edges?.entries() ?? [])].sort((a, b) => compareIds(a[1].id, b[1].id));
    return sendPage(ctx, request, reply, sorted, ([, edge]) => edge.id, {
      defaultLimit: 40,
      maxLimit: 80,
    });
  };

  app.get('/api/v1/blocks', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:blocks');
    return listing(request, reply, ctx.store.blocks.get(viewer.id)).map(([id]) =>
      serializeAccount(ctx, ctx.store.accounts.get(id)!),
    );
  });

  app.get('/api/v1/mutes', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:mutes');
    return listing(request, reply, ctx.store.mutes.get(viewer.id)).map(([id]) => {
      const expiresAt = ctx.store.muteOptions.get(`${viewer.id}:${id}`)?.expiresAt ?? null;
      return {
        ...serializeAccount(ctx, ctx.store.accounts.get(id)!),
        mute_expires_at: expiresAt === null ? null : iso(expiresAt),
      };
    });
  });
};

export default blocksMutes;
