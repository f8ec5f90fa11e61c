import type { SandboxContext } from '../context';
import { imagePath, type ImageKind } from '../images/generate';
import type { AccountRecord, StatusRecord } from '../store/types';

export const iso = (ms: number) => new Date(ms).toISOString();

export function imageUrl(ctx: SandboxContext, kind: ImageKind, name: string): string {
  return ctx.origin + imagePath(kind, name);
}

function accountBase(ctx: SandboxContext, account: AccountRecord): string {
  return account.domain ? `https://${account.domain}` : ctx.origin;
}

export function accountUrl(ctx: SandboxContext, account: AccountRecord): string {
  return `${accountBase(ctx, account)}/@${account.username}`;
}

export function accountUri(ctx: SandboxContext, account: AccountRecord): string {
  return `${accountBase(ctx, account)}/users/${account.username}`;
}

export function statusUri(
  ctx: SandboxContext,
  account: AccountRecord,
  status: StatusRecord,
): string {
  return `${accountUri(ctx, account)}/statuses/${status.id}`;
}

export function statusUrl(
  ctx: SandboxContext,
  account: AccountRecord,
  status: StatusRecord,
): string {
  return `${accountUrl(ctx, account)}/${status.id}`;
}

export function tagUrl(ctx: SandboxContext, name: string): string {
  return `${ctx.origin}/tags/${encodeURIComponent(name.toLowerCase())}`;
}
