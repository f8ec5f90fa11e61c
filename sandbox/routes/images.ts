import { IMAGE_SIZES, renderPng, type ImageKind } from '../images/generate';
import { notFound } from '../http/errors';
import type { RouteFamily } from './types';

const images: RouteFamily = (app, ctx) => {
  app.get<{ Params: { kind: string; file: string } }>(
    '/system/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      if (!(kind in IMAGE_SIZES) || !file.endsWith('.png')) throw notFound();
      const key = decodeURIComponent(file.slice(0, -4));
      const uploaded = ctx.store.profileImages.get(key);
      return reply
        .type(uploaded?.contentType ?? 'image/png')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Access-Control-Allow-Origin', '*')
        .send(uploaded?.data ?? renderPng(kind as ImageKind, key));
    },
  );

  app.get<{ Params: { id: string } }>('/system/uploads/:id', async (request, reply) => {
    const media = ctx.store.media.get(request.params.id);
    if (!media?.uploaded) throw notFound();
    return reply.type(media.uploaded.contentType).send(media.uploaded.data);
  });
};

export default images;
