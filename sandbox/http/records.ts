import type { SandboxContext } from '../context';
import type { AccountRecord, StatusRecord } from '../store/types';
import { canView } from '../store/visibility';
import { notFound } from './errors';

export function accountOr404(ctx: SandboxContext, id: string): AccountRecord {
  const account = ctx.store.accounts.get(id);
  if (!account) throw notFound();
  return account;
}

/** A status the viewer may see; anything else is a 404 exactly like Mastodon hides it. */
export function visibleStatusOr404(
  ctx: SandboxContext,
  id: string,
  viewerId: string | null,
): StatusRecord {
  const status = ctx.store.statuses.get(id);
  if (!status || !canView(ctx.store, viewerId, status)) throw notFound();
  return status;
}
