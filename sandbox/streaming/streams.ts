import type { SandboxContext } from '../context';

export const STREAM_NAMES = [
  'user',
  'user:notification',
  'public',
  'public:media',
  'public:local',
  'public:local:media',
  'public:remote',
  'public:remote:media',
  'hashtag',
  'hashtag:local',
  'list',
  'direct',
] as const;

export type StreamResolution = { key: string[] } | { error: string; status: number };

/** Turns a subscribe request into the stream array Mastodon puts on events, e.g. ["hashtag", "cats"]. */
export function resolveStream(
  ctx: SandboxContext,
  viewerId: string,
  stream: unknown,
  params: { tag?: unknown; list?: unknown },
): StreamResolution {
  if (typeof stream !== 'string' || !(STREAM_NAMES as readonly string[]).includes(stream))
    return { error: 'Unknown stream type', status: 400 };
  if (stream === 'hashtag' || stream === 'hashtag:local') {
    if (typeof params.tag !== 'string' || params.tag === '')
      return { error: 'No tag for stream provided', status: 400 };
    return { key: [stream, params.tag.toLowerCase()] };
  }
  if (stream === 'list') {
    const listId =
      typeof params.list === 'string' || typeof params.list === 'number' ? String(params.list) : '';
    const list = ctx.store.lists.get(listId);
    if (!list || list.accountId !== viewerId)
      return { error: 'Not authorized to stream this list', status: 404 };
    return { key: ['list', list.id] };
  }
  return { key: [stream] };
}

export const streamKeyId = (key: string[]) => key.join('\u0000');
