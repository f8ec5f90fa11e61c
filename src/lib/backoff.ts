/** SPEC §9: WebSocket reconnect back-off, factor 1000 ms, base 2. */
export const RECONNECT_FACTOR_MS = 1000;
export const RECONNECT_BASE = 2;
/** Past this, a server without streaming is asked again only every five minutes. */
export const RECONNECT_CAP_MS = 5 * 60_000;

/**
 * How long to wait before the next connection attempt after `failures` consecutive failed
 * ones: 1 s after a clean drop or the first failure, then doubling, never above the cap.
 */
export function reconnectDelay(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(RECONNECT_FACTOR_MS * RECONNECT_BASE ** exponent, RECONNECT_CAP_MS);
}
