import { PNG } from 'pngjs';
import { renderPng } from '../images/generate';
import { ApiError, missingParameter, notFound } from '../http/errors';
import { asInteger, asString, uploadedFile } from '../http/params';
import type { RouteFamily } from './types';

/**
 * Stand-ins for the outside services a build can point Petrel at (VITE_ALT_TEXT_URL,
 * VITE_GIF_SEARCH_URL), so the composer's alt-text generator and GIF picker are tested for real.
 */
export const GIF_RESULTS = [
  { id: 'otter', title: 'An otter waving' },
  { id: 'puffin', title: 'A puffin landing' },
  { id: 'wave', title: 'A wave breaking' },
  { id: 'applause', title: 'A crowd applauding' },
  { id: 'kitten', title: 'A kitten yawning' },
  { id: 'rain', title: 'Rain on a window' },
];

function describeImage(mimetype: string, data: Buffer): string {
  if (mimetype === 'image/png') {
    try {
      const png = PNG.sync.read(data);
      return `A picture of ${png.width} by ${png.height} pixels in soft colours.`;
    } catch {
      throw new ApiError(422, 'The image could not be read');
    }
  }
  if (!mimetype.startsWith('image/')) throw new ApiError(422, 'Only images can be described');
  return `A picture (${mimetype}) of ${data.length} bytes.`;
}

const services: RouteFamily = (app, ctx) => {
  /** Multipart `image` → `{ description }`. */
  app.post('/_services/alt-text', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const file = await uploadedFile(body.image);
    if (!file) throw missingParameter('image');
    return { description: describeImage(file.mimetype, file.data) };
  });

  /** `?q=…&limit=…` → `{ results: [{ id, title, url, preview_url, width, height }] }`. */
  app.get('/_services/gifs/search', (request) => {
    const query = request.query as Record<string, unknown>;
    const words = (asString(query.q) ?? '').trim().toLowerCase();
    const limit = Math.min(Math.max(asInteger(query.limit) ?? 12, 1), 50);
    const matching = words
      ? GIF_RESULTS.filter((gif) => `${gif.id} ${gif.title}`.toLowerCase().includes(words))
      : GIF_RESULTS;
    return {
      results: matching.slice(0, limit).map((gif) => ({
        id: gif.id,
        title: gif.title,
        url: `${ctx.origin}/_services/gifs/files/${gif.id}.png`,
        preview_url: `${ctx.origin}/_services/gifs/files/${gif.id}.png`,
        width: 640,
        height: 480,
      })),
    };
  });

  app.get<{ Params: { file: string } }>('/_services/gifs/files/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.png$/, '');
    if (!GIF_RESULTS.some((gif) => gif.id === id)) throw notFound();
    return reply
      .type('image/png')
      .header('Access-Control-Allow-Origin', '*')
      .send(renderPng('media', `gif-${id}`));
  });
};

export default services;
