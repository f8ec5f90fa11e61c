import type { FastifyRequest } from 'fastify';
import { PNG } from 'pngjs';
import type { SandboxContext } from '../context';
import { requireUser } from '../http/auth';
import { missingParameter, notFound, unprocessable } from '../http/errors';
import { asString, bodyAsParams, uploadedFile, type UploadedFile } from '../http/params';
import { serializeMedia, isMediaReady } from '../serializers/media';
import type { MediaRecord } from '../store/types';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const DESCRIPTION_LIMIT = 1500;

function mediaType(mimetype: string): MediaRecord['type'] | null {
  if (mimetype === 'image/gif') return 'gifv';
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype.startsWith('video/')) return 'video';
  if (mimetype.startsWith('audio/')) return 'audio';
  return null;
}

function dimensions(file: UploadedFile): { width: number; height: number } {
  if (file.mimetype === 'image/png') {
    try {
      const png = PNG.sync.read(file.data);
      return { width: png.width, height: png.height };
    } catch {
      throw unprocessable('File file has contents that are not what they are reported to be');
    }
  }
  return { width: 640, height: 480 };
}

function parseFocus(value: unknown): MediaRecord['focus'] {
  const text = asString(value);
  if (!text) return null;
  const [x, y] = text.split(',').map(Number);
  if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) return null;
  return { x: Math.max(-1, Math.min(1, x)), y: Math.max(-1, Math.min(1, y)) };
}

function parseDescription(value: unknown): string | null | undefined {
  const description = asString(value);
  if (description !== undefined && [...description].length > DESCRIPTION_LIMIT)
    throw unprocessable(`Description is too long (maximum is ${DESCRIPTION_LIMIT} characters)`);
  return description;
}

async function createMedia(
  ctx: SandboxContext,
  request: FastifyRequest,
  processingMs: number,
): Promise<MediaRecord> {
  const account = requireUser(ctx, request, 'write:media');
  const body = (request.body ?? {}) as Record<string, unknown>;
  const file = await uploadedFile(body.file);
  if (!file) throw missingParameter('file');
  const type = mediaType(file.mimetype);
  if (!type) throw unprocessable('File content type is invalid');
  const params = bodyAsParams(body);
  const { store } = ctx;
  const createdAt = store.now();
  const id = store.newId(createdAt);
  const media: MediaRecord = {
    id,
    accountId: account.id,
    statusId: null,
    type,
    imageKey: id,
    ...dimensions(file),
    description: parseDescription(params.description) ?? null,
    focus: parseFocus(params.focus),
    createdAt,
    readyAt: Date.now() + processingMs,
    uploaded: { contentType: file.mimetype, data: file.data },
  };
  store.media.set(id, media);
  return media;
}

function ownMedia(
  ctx: SandboxContext,
  request: FastifyRequest<IdParams>,
  scope: string,
  { attached = false } = {},
): MediaRecord {
  const account = requireUser(ctx, request, scope);
  const media = ctx.store.media.get(request.params.id);
  if (!media || media.accountId !== account.id) throw notFound();
  // Like Mastodon, GET and PUT do not find media attached to a post (edits go through the post).
  if (media.statusId && !attached) throw notFound();
  return media;
}

const media: RouteFamily = (app, ctx) => {
  app.post('/api/v2/media', async (request, reply) => {
    const record = await createMedia(ctx, request, ctx.options.mediaProcessingMs);
    return reply.code(isMediaReady(ctx, record) ? 200 : 202).send(serializeMedia(ctx, record));
  });

  app.post('/api/v1/media', async (request) =>
    serializeMedia(ctx, await createMedia(ctx, request, 0)),
  );

  app.get<IdParams>('/api/v1/media/:id', async (request, reply) => {
    const record = ownMedia(ctx, request, 'write:media');
    return reply.code(isMediaReady(ctx, record) ? 200 : 206).send(serializeMedia(ctx, record));
  });

  app.put<IdParams>('/api/v1/media/:id', (request, reply) => {
    const record = ownMedia(ctx, request, 'write:media');
    const params = bodyAsParams(request.body);
    const description = parseDescription(params.description);
    if (description !== undefined) record.description = description;
    if (params.focus !== undefined) record.focus = parseFocus(params.focus);
    return reply.code(isMediaReady(ctx, record) ? 200 : 206).send(serializeMedia(ctx, record));
  });

  app.delete<IdParams>('/api/v1/media/:id', async (request, reply) => {
    const record = ownMedia(ctx, request, 'write:media', { attached: true });
    if (record.statusId) throw unprocessable('Media attachment is currently used by a status');
    ctx.store.media.delete(record.id);
    return reply.code(200).send({});
  });
};

export default media;
