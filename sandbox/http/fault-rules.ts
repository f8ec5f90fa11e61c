import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import type { NewStatusInput } from '../domain/statuses';
import { serializeMedia } from '../serializers/media';
import type { DroppedPostPart, FaultRegistry, FaultRule } from './faults';
import { compileMatcher, parseFaultFlag, parseFaultSpec, type FaultSpec } from './fault-specs';

export type FaultDescription = FaultSpec & {
  id: string;
  /** firings left before the rule expires; null when unlimited */
  remaining: number | null;
};

/** Hung requests per registry, so clearing faults or closing the server can let them go. */
const hungRequests = new WeakMap<FaultRegistry, Set<() => void>>();
let nextFaultId = 0;

function hungSet(registry: FaultRegistry): Set<() => void> {
  let set = hungRequests.get(registry);
  if (!set) {
    set = new Set();
    hungRequests.set(registry, set);
  }
  return set;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/** Holds the request until released: by removing the rule, clearing faults, closing the server or the client. */
function hang(
  registry: FaultRegistry,
  request: FastifyRequest,
  own: Set<() => void>,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const hung = hungSet(registry);
    const socket = request.raw.socket;
    const release = () => {
      hung.delete(release);
      own.delete(release);
      socket.off('close', release);
      resolve();
    };
    hung.add(release);
    own.add(release);
    socket.on('close', release);
  });
}

/** Cuts a JSON text so that no parser accepts it. */
function malformed(payload: string): string {
  const truncated = payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
  try {
    JSON.parse(truncated);
    return `${truncated}{"`;
  } catch {
    return truncated;
  }
}

/** A proxy's answer when the server's own was lost: the request was handled all the same. */
function lostAnswer(reply: FastifyReply): string {
  reply.code(502).header('content-type', 'text/html; charset=utf-8');
  reply.removeHeader('content-length');
  return '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n';
}

function isJsonReply(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.includes('json');
}

const DROPS_FROM_POST: Partial<Record<FaultSpec['type'], DroppedPostPart>> = {
  drop_polls: 'poll',
  drop_quotes: 'quote',
};

/**
 * A new post as the server keeps it: without the poll or the quote a `drop_polls` or `drop_quotes`
 * rule matching the request drops (like servers that take them and ignore them).
 */
export function withoutDroppedParts(
  ctx: SandboxContext,
  request: FastifyRequest,
  input: NewStatusInput,
): NewStatusInput {
  const dropped = ctx.faults.droppedPostParts(request);
  if (dropped.size === 0) return input;
  return {
    ...input,
    ...(dropped.has('poll') ? { poll: undefined } : {}),
    ...(dropped.has('quote') ? { quotedStatusId: null } : {}),
  };
}

/** Builds the rule for a spec and adds it to the context's registry. */
export function addFault(ctx: SandboxContext, input: unknown): FaultDescription {
  const spec = typeof input === 'string' ? parseFaultFlag(input) : parseFaultSpec(input);
  const registry = ctx.faults;
  const id = String(++nextFaultId);
  const matcher = compileMatcher(spec.match);
  let remaining = spec.times ?? Number.POSITIVE_INFINITY;
  const claimed = new WeakSet<FastifyRequest>();
  const stuckMedia = new Set<string>();
  const hungHere = new Set<() => void>();
  let timer: NodeJS.Timeout | undefined;

  const describe = (): FaultDescription => ({
    id,
    ...spec,
    remaining: Number.isFinite(remaining) ? remaining : null,
  });

  const rule: FaultRule = {
    name: id,
    dropsFromPost: DROPS_FROM_POST[spec.type],
    // Claims the request once (so a `times` budget counts requests) and keeps matching it through onSend.
    matches(request) {
      if (claimed.has(request)) return true;
      if (spec.type === 'websocket_drop' || remaining <= 0 || registry.sending.has(request))
        return false;
      const path = pathOf(request);
      if (path.startsWith('/_sandbox/')) return false;
      if (!matcher({ method: request.method, path })) return false;
      claimed.add(request);
      remaining -= 1;
      return true;
    },
    async onRequest(request, reply) {
      switch (spec.type) {
        case 'latency':
          await sleep(spec.ms ?? 0);
          return false;
        case 'hang':
          await hang(registry, request, hungHere);
          return false;
        case 'ignore_idempotency':
          // Like GoToSocial and snac: the key is not read, so a second send makes a second post.
          delete request.headers['idempotency-key'];
          return false;
        case 'error':
          await reply
            .code(spec.status ?? 500)
            .type('application/json; charset=utf-8')
            .send({ error: 'Sandbox fault: injected server error' });
          return true;
        case 'rate_limit': {
          const seconds = spec.retry_after ?? 30;
          await reply
            .code(429)
            .header('Retry-After', String(seconds))
            .header('X-RateLimit-Remaining', '0')
            .header('X-RateLimit-Reset', new Date(Date.now() + seconds * 1000).toISOString())
            .type('application/json; charset=utf-8')
            .send({ error: 'Too many requests' });
          return true;
        }
        default:
          return false;
      }
    },
    onSend(_request, reply, payload) {
      if (spec.type === 'drop_answer') return lostAnswer(reply);
      if (typeof payload !== 'string' || !isJsonReply(reply)) return payload;
      if (spec.type === 'malformed_json') {
        reply.code(200);
        return malformed(payload);
      }
      if (spec.type === 'media_stuck' && reply.statusCode < 300) {
        const mediaId = (JSON.parse(payload) as { id?: unknown }).id;
        const media = typeof mediaId === 'string' ? ctx.store.media.get(mediaId) : undefined;
        if (!media) return payload;
        media.readyAt = Number.POSITIVE_INFINITY;
        stuckMedia.add(media.id);
        reply.code(202);
        return JSON.stringify(serializeMedia(ctx, media));
      }
      return payload;
    },
    describe,
    dispose() {
      if (timer) clearInterval(timer);
      for (const release of [...hungHere]) release();
      // Media held back by this rule finishes processing once the fault is gone.
      for (const mediaId of stuckMedia) {
        const media = ctx.store.media.get(mediaId);
        if (media) media.readyAt = Date.now();
      }
    },
  };

  if (spec.type === 'websocket_drop') {
    timer = setInterval(
      () => {
        if (remaining <= 0) return;
        remaining -= 1;
        for (const socket of [...registry.streamingSockets])
          socket.close(1001, 'Sandbox fault: WebSocket drop');
      },
      (spec.every_seconds ?? 10) * 1000,
    );
    timer.unref();
  }
  registry.add(rule);
  return describe();
}

/** Active rules as GET /_sandbox/faults shows them; exhausted ones are left out. */
export function listFaults(ctx: SandboxContext): FaultDescription[] {
  return ctx.faults.list().flatMap((rule) => {
    const description = rule.describe?.() as FaultDescription | undefined;
    return description && description.remaining !== 0 ? [description] : [];
  });
}

/** Removes every rule and lets hung requests go (they then get their normal answer). */
export function clearFaults(ctx: SandboxContext): number {
  const count = listFaults(ctx).length;
  ctx.faults.clear();
  releaseHungRequests(ctx.faults);
  return count;
}

export function releaseHungRequests(registry: FaultRegistry): void {
  for (const release of [...hungSet(registry)]) release();
}
