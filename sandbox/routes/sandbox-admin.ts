import type { SandboxContext } from '../context';
import { createStatus } from '../domain/statuses';
import { ApiError, notFound } from '../http/errors';
import { addFault, clearFaults, listFaults } from '../http/fault-rules';
import { FaultSpecError } from '../http/fault-specs';
import { asInteger, asString, bodyAsParams } from '../http/params';
import type { AccountRecord } from '../store/types';
import type { RouteFamily } from './types';

const MAX_STORM = 10_000;
const STORM_KINDS = ['statuses', 'notifications', 'mixed'] as const;
type StormKind = (typeof STORM_KINDS)[number];

/** Authors that reach the target's home (accounts it follows), then everyone else local. */
function stormAuthors(ctx: SandboxContext, target: AccountRecord, mentions: boolean) {
  const { store } = ctx;
  const others = [...store.accounts.values()].filter(
    (account) => account.id !== target.id && !store.hasEdge(store.blocks, target.id, account.id),
  );
  if (mentions) return others.filter((account) => account.domain === null);
  const followed = others.filter((account) =>
    store.hasEdge(store.following, target.id, account.id),
  );
  return followed.length ? followed : others;
}

/** Emits `count` new statuses (reaching the target's home) and/or mentions of the target, over the bus. */
function runStorm(
  ctx: SandboxContext,
  target: AccountRecord,
  kind: StormKind,
  count: number,
  intervalMs: number,
): Promise<void> {
  const posters = stormAuthors(ctx, target, false);
  const mentioners = stormAuthors(ctx, target, true);
  const emit = (index: number) => {
    const mention = kind === 'notifications' || (kind === 'mixed' && index % 2 === 1);
    const authors = mention ? mentioners : posters;
    const author = authors[index % authors.length];
    createStatus(ctx, {
      accountId: author.id,
      text: mention
        ? `@${target.username} storm mention ${index + 1} #storm`
        : `Storm post ${index + 1} #storm`,
      visibility: 'public',
    });
  };
  if (intervalMs <= 0) {
    for (let index = 0; index < count; index++) emit(index);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let index = 0;
    const timer = setInterval(() => {
      if (index >= count) {
        clearInterval(timer);
        resolve();
        return;
      }
      emit(index++);
    }, intervalMs);
    timer.unref();
  });
}

/** Test and benchmark controls under /_sandbox/ (no authentication, never faulted). */
const sandboxAdmin: RouteFamily = (app, ctx) => {
  app.get('/_sandbox/faults', () => listFaults(ctx));

  app.post('/_sandbox/faults', (request) => {
    try {
      return addFault(ctx, request.body ?? {});
    } catch (error) {
      if (error instanceof FaultSpecError) throw new ApiError(422, error.message);
      throw error;
    }
  });

  app.delete<{ Params: { id: string } }>('/_sandbox/faults/:id', (request) => {
    if (!ctx.faults.remove(request.params.id)) throw notFound();
    return {};
  });

  app.delete('/_sandbox/faults', () => ({ cleared: clearFaults(ctx) }));

  app.post('/_sandbox/storm', (request) => {
    const params = bodyAsParams(request.body);
    const count = asInteger(params.count) ?? 100;
    if (count < 1 || count > MAX_STORM)
      throw new ApiError(422, `count must be between 1 and ${MAX_STORM}`);
    const kind = (asString(params.kind) ?? 'statuses') as StormKind;
    if (!STORM_KINDS.includes(kind))
      throw new ApiError(422, `kind must be one of ${STORM_KINDS.join(', ')}`);
    const intervalMs = asInteger(params.interval_ms) ?? 0;
    const target = ctx.store.findLocalAccountByLogin(asString(params.target) ?? 'alice');
    if (!target) throw notFound();
    void runStorm(ctx, target, kind, count, intervalMs);
    return { count, kind, target: target.username, interval_ms: intervalMs };
  });
};

export default sandboxAdmin;
