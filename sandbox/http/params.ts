/**
 * Rails-style parameter parsing, as Mastodon receives it: `media_ids[]=1&media_ids[]=2` becomes an array and
 * `poll[options][]=a&poll[expires_in]=60` a nested object.
 */
export type Params = Record<string, unknown>;

function assign(target: Params, path: string[], value: string): void {
  let node: Params = target;
  for (let index = 0; index < path.length; index++) {
    const key = path[index];
    const last = index === path.length - 1;
    const nextIsArray = path[index + 1] === '';
    if (key === '') return;
    if (last) {
      node[key] = value;
      return;
    }
    if (nextIsArray && index + 1 === path.length - 1) {
      const existing = node[key];
      if (Array.isArray(existing)) existing.push(value);
      else node[key] = [value];
      return;
    }
    const child = node[key];
    if (typeof child !== 'object' || child === null || Array.isArray(child)) node[key] = {};
    node = node[key] as Params;
  }
}

export function parseRailsParams(text: string): Params {
  const result: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) {
      result[rawKey] = value;
      continue;
    }
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1])];
    assign(result, path, value);
  }
  return result;
}

export const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return !['false', '0', 'f', 'off', 'no'].includes(String(value).toLowerCase());
}

export function asStringArray(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'object') return Object.values(value).map(String);
  return typeof value === 'string' || typeof value === 'number' ? [String(value)] : undefined;
}

export function asInteger(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) ? parsed : undefined;
}

/** Request body as nested params: JSON stays as is; bracketed multipart/form keys are nested. */
export function bodyAsParams(body: unknown): Params {
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return {};
  const result: Params = {};
  for (const [key, raw] of Object.entries(body as Params)) {
    const value = multipartValue(raw);
    if (!key.includes('[') || typeof value !== 'string') {
      result[key] = value;
      continue;
    }
    const nested = parseRailsParams(new URLSearchParams([[key, value]]).toString());
    mergeInto(result, nested);
  }
  return result;
}

function mergeInto(target: Params, source: Params): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (Array.isArray(existing) && Array.isArray(value)) existing.push(...(value as unknown[]));
    else if (
      existing &&
      typeof existing === 'object' &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
    )
      mergeInto(existing as Params, value as Params);
    else target[key] = value;
  }
}

/** @fastify/multipart attaches `{ type: 'field', value }` for fields and `{ type: 'file', ... }` for files. */
function multipartValue(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'type' in raw) {
    const part = raw as { type: unknown; value?: unknown };
    if (part.type === 'field') return part.value;
  }
  if (Array.isArray(raw)) return raw.map(multipartValue);
  return raw;
}

export interface UploadedFile {
  mimetype: string;
  filename: string;
  data: Buffer;
}

export async function uploadedFile(value: unknown): Promise<UploadedFile | null> {
  if (!value || typeof value !== 'object' || (value as { type?: unknown }).type !== 'file')
    return null;
  const file = value as { mimetype: string; filename: string; toBuffer(): Promise<Buffer> };
  return { mimetype: file.mimetype, filename: file.filename, data: await file.toBuffer() };
}
