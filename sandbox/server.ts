import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { AddressInfo } from 'node:net';
import type { SandboxContext } from './context';
import { EventBus } from './events/bus';
import { ApiError, sendError } from './http/errors';
import { FaultRegistry } from './http/faults';
import { addFault, clearFaults } from './http/fault-rules';
import { parseFaultFlag, parseFaultSpec, type FaultSpec } from './http/fault-specs';
import { parseRailsParams } from './http/params';
import { RateLimiter } from './http/rate-limit';
import { registerRoutes } from './routes';
import { startScheduler } from './domain/scheduler';
import { seedStore } from './seed';
import { Store } from './store/store';
import { attachStreaming } from './streaming/server';

export interface SandboxOptions {
  host?: string;
  port?: number;
  seed?: number;
  /** number of generated statuses (0 = the default few thousand) */
  scale?: number;
  /** the instant seeded timestamps count back from; defaults to the start time */
  now?: number;
  /** how long uploaded media stays "processing" */
  mediaProcessingMs?: number;
  /** fault rules active from the start: JSON specs or `--fault` strings (see http/fault-specs.ts) */
  faults?: (FaultSpec | string)[];
}

export interface SandboxInstance {
  url: string;
  host: string;
  port: number;
  context: SandboxContext;
  app: FastifyInstance;
  faults: FaultRegistry;
  /** Number of active streaming subscriptions (all connections). */
  streamingSubscriptions(): number;
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_SEED = 1;
const BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Replaces the store with a freshly seeded one. OAuth apps, tokens and sessions survive a reset (seeded ids are
 * identical across resets), so a logged-in client keeps working against the restored data.
 */
function freshStore(ctx: SandboxContext, epoch: number): Store {
  const previous = ctx.store;
  const store = new Store(epoch);
  ctx.store = store;
  seedStore(ctx, ctx.options);
  for (const app of previous.applications.values()) {
    store.reserveSerial(app.id);
    store.addApplication(app);
  }
  for (const [key, token] of previous.tokens) store.tokens.set(key, token);
  for (const [key, session] of previous.sessions) store.sessions.set(key, session);
  return store;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxInstance> {
  const host = options.host ?? '127.0.0.1';
  const initialFaults = (options.faults ?? []).map((fault) =>
    typeof fault === 'string' ? parseFaultFlag(fault) : parseFaultSpec(fault),
  );
  const ctx: SandboxContext = {
    store: new Store(0),
    bus: new EventBus(),
    faults: new FaultRegistry(),
    origin: `http://${host}:${options.port ?? 0}`,
    domain: () => new URL(ctx.origin).host,
    options: {
      seed: options.seed ?? DEFAULT_SEED,
      scale: options.scale ?? 0,
      mediaProcessingMs: options.mediaProcessingMs ?? 1000,
    },
  };
  const epoch = options.now ?? Date.now();
  const startedAt = Date.now();
  // The sandbox's own time: seeded data is anchored to `epoch`, which tests may fix in the past.
  const clock = () => epoch + (Date.now() - startedAt);

  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    routerOptions: {
      querystringParser: (text: string) => parseRailsParams(text),
      ignoreTrailingSlash: true,
    },
  });
  const rateLimiter = new RateLimiter();
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Idempotency-Key',
      'Accept',
      'X-Requested-With',
    ],
    exposedHeaders: [
      'Link',
      'X-RateLimit-Reset',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-Request-Id',
      'Idempotency-Key',
    ],
    maxAge: 1728000,
  });
  await app.register(formbody, { parser: (text: string) => parseRailsParams(text) });
  await app.register(multipart, { attachFieldsToBody: true, limits: { fileSize: BODY_LIMIT } });

  // FAULT INJECTION HOOK POINT: rules in ctx.faults see every request and response (see http/faults.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/oauth/'))
      rateLimiter.apply(request, reply);
    await ctx.faults.beforeRequest(request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) =>
    ctx.faults.beforeSend(request, reply, payload),
  );

  app.setErrorHandler((error: FastifyError | ApiError, _request, reply) => {
    if (error instanceof ApiError)
      return sendError(reply, error.statusCode, error.message, error.extra);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return sendError(reply, 413, 'Request Entity Too Large');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return sendError(reply, 415, 'Unsupported Media Type');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(
        reply,
        error.statusCode,
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Error occurred while parsing request parameters'
          : error.message,
      );
    }
    console.error('[sandbox] unexpected error', error);
    return sendError(reply, 500, 'An unexpected error occurred');
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return sendError(reply, 404, 'Record not found');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  registerRoutes(app, ctx);
  app.post('/_sandbox/reset', () => {
    reset();
    return { ok: true };
  });

  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  ctx.origin = `http://${urlHost}:${address.port}`;
  // Seeded HTML embeds the origin, so seed once the port is known. Seeding is synchronous: no request can be
  // handled between listen() resolving and the store being ready.
  freshStore(ctx, epoch);
  for (const fault of initialFaults) addFault(ctx, fault);
  const streaming = attachStreaming(app.server, ctx);
  const stopScheduler = startScheduler(ctx, clock);

  function reset(): void {
    freshStore(ctx, epoch);
    rateLimiter.reset();
    clearFaults(ctx);
  }

  return {
    url: ctx.origin,
    host,
    port: address.port,
    context: ctx,
    app,
    faults: ctx.faults,
    streamingSubscriptions: () => streaming.subscriptionCount(),
    reset,
    async close() {
      stopScheduler();
      clearFaults(ctx);
      await streaming.close();
      await app.close();
    },
  };
}
