import type { SandboxContext } from '../context';
import { timeOfId } from '../store/ids';
import { tagUrl } from './urls';

const DAY = 86_400_000;
const HISTORY_DAYS = 7;

/** A stable numeric id for a hashtag name (the sandbox keeps no tag table). */
export function tagIdOf(name: string): string {
  let hash = 2166136261;
  for (const char of name.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return String(hash);
}

/** Uses per UTC day over the last week, newest day first, as Mastodon's Tag.history. */
export function tagHistory(ctx: SandboxContext, name: string) {
  const { store } = ctx;
  const today = Math.floor(store.now() / DAY) * DAY;
  const days = Array.from({ length: HISTORY_DAYS }, () => ({
    uses: 0,
    accounts: new Set<string>(),
  }));
  const ids = store.statusIdsByTag.get(name.toLowerCase()) ?? [];
  for (let index = ids.length - 1; index >= 0; index--) {
    const time = timeOfId(ids[index]);
    const day = Math.floor((today + DAY - 1 - time) / DAY);
    if (day >= HISTORY_DAYS) break;
    if (day < 0) continue;
    const status = store.statuses.get(ids[index]);
    if (!status) continue;
    days[day].uses += 1;
    days[day].accounts.add(status.accountId);
  }
  return days.map((entry, index) => ({
    day: String((today - index * DAY) / 1000),
    uses: String(entry.uses),
    accounts: String(entry.accounts.size),
  }));
}

export function serializeTagWithHistory(
  ctx: SandboxContext,
  name: string,
  viewerId: string | null,
) {
  const lower = name.toLowerCase();
  return {
    id: tagIdOf(lower),
    name: lower,
    url: tagUrl(ctx, lower),
    history: tagHistory(ctx, lower),
    ...(viewerId
      ? { following: ctx.store.followedTags.get(viewerId)?.has(lower) ?? false, featuring: false }
      : {}),
  };
}
