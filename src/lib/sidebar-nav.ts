import type { Capabilities } from './capabilities';
import { NAV_ENTRIES, type NavEntry } from './navigation';

/**
 * The sidebar's entries: those `shown` (visibleNavEntries) and, while what the server offers is not
 * known yet (`capabilities` null), the capability-gated ones in their places, marked `awaited`, so
 * that the sidebar holds their room and the entries below them don't move when they come.
 */
export function sidebarNavEntries(
  shown: readonly NavEntry[],
  capabilities: Capabilities | null,
  isLoggedIn: boolean,
): NavEntry[] {
  if (capabilities !== null) return [...shown];
  const byKey = new Map(shown.map((entry) => [entry.key, entry]));
  return NAV_ENTRIES.flatMap((entry) => {
    const kept = byKey.get(entry.key);
    if (kept) return [kept];
    const waits = entry.capability !== undefined && (!entry.account || isLoggedIn);
    return waits ? [{ ...entry, awaited: true as const }] : [];
  });
}
