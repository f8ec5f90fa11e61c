import type { SandboxContext } from '../context';
import { asBoolean, asString, asStringArray } from '../http/params';
import type { Visibility } from '../store/types';
import { createStatus } from './statuses';

const TICK_MS = 1000;

/**
 * Publishes scheduled statuses when their time comes, as Mastodon's scheduler does. `clock` is the
 * sandbox's own time (seeded data may be anchored to a fixed start). Returns a stop function.
 */
export function startScheduler(ctx: SandboxContext, clock: () => number = Date.now): () => void {
  const timer = setInterval(() => publishDueStatuses(ctx, clock()), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function publishDueStatuses(ctx: SandboxContext, now: number): void {
  const { store } = ctx;
  for (const scheduled of [...store.scheduledStatuses.values()]) {
    if (scheduled.scheduledAt > now) continue;
    store.scheduledStatuses.delete(scheduled.id);
    const params = scheduled.params;
    const poll = params.poll as {
      options?: unknown;
      expires_in?: unknown;
      multiple?: unknown;
      hide_totals?: unknown;
    } | null;
    const inReplyToId = asString(params.in_reply_to_id) ?? null;
    createStatus(ctx, {
      accountId: scheduled.accountId,
      text: asString(params.text) ?? '',
      spoilerText: asString(params.spoiler_text) ?? '',
      sensitive: asBoolean(params.sensitive),
      visibility: (asString(params.visibility) ?? 'public') as Visibility,
      language: asString(params.language) ?? null,
      inReplyToId: inReplyToId && store.statuses.has(inReplyToId) ? inReplyToId : null,
      quotedStatusId: asString(params.quoted_status_id) ?? null,
      mediaIds: scheduled.mediaIds,
      poll: poll
        ? {
            options: asStringArray(poll.options) ?? [],
            expiresIn: Number(poll.expires_in),
            multiple: asBoolean(poll.multiple) ?? false,
            hideTotals: asBoolean(poll.hide_totals) ?? false,
          }
        : null,
    });
  }
}
