/**
 * The outside services the composer can use (their addresses are set at build time, see
 * config.ts): an alt-text generator and a GIF search. Their answers are untrusted input.
 */
import { parseHttpUrl } from './safe-href';

export interface GifResult {
  id: string;
  title: string;
  /** The file attached to the post. */
  url: string;
  /** A smaller picture for the results grid. */
  previewUrl: string;
}

/** How many GIFs one search shows. */
export const GIF_RESULTS_LIMIT = 12;
/** Longest description taken from the alt-text service; the server has its own limit too. */
export const GENERATED_ALT_MAX = 1500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function httpUrl(value: unknown): string | null {
  return typeof value === 'string' ? (parseHttpUrl(value)?.toString() ?? null) : null;
}

/** The description in an alt-text answer `{ description }`, trimmed; null when there is none. */
export function parseAltTextAnswer(body: unknown): string | null {
  if (!isRecord(body) || typeof body.description !== 'string') return null;
  const description = body.description.trim().slice(0, GENERATED_ALT_MAX);
  return description || null;
}

/** The usable results of a GIF search answer `{ results: [...] }`: each needs an id and http(s) urls. */
export function parseGifResults(body: unknown): GifResult[] {
  if (!isRecord(body) || !Array.isArray(body.results)) return [];
  const results: GifResult[] = [];
  for (const entry of body.results) {
    if (!isRecord(entry)) continue;
    const url = httpUrl(entry.url);
    const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? String(entry.id) : '';
    if (!url || !id || results.some((result) => result.id === id)) continue;
    results.push({
      id,
      title: typeof entry.title === 'string' ? entry.title.trim() : '',
      url,
      previewUrl: httpUrl(entry.preview_url) ?? url,
    });
  }
  return results.slice(0, GIF_RESULTS_LIMIT);
}

/** The search address for `query`: the service's own address with `q` and `limit` set. */
export function gifSearchAddress(serviceUrl: string, query: string): string {
  const url = new URL(serviceUrl);
  url.searchParams.set('q', query.trim());
  url.searchParams.set('limit', String(GIF_RESULTS_LIMIT));
  return url.toString();
}

/** A file name for a chosen GIF, from its address (the last path part) or its id. */
export function gifFileName(result: GifResult, contentType: string): string {
  const last = new URL(result.url).pathname.split('/').pop() ?? '';
  if (/\.[a-z0-9]{2,5}$/i.test(last)) return last;
  const extension = contentType.split('/')[1]?.split(/[;+]/)[0] || 'gif';
  return `${result.id}.${extension}`;
}
