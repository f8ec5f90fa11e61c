/** What the streaming health endpoint answered: an HTTP status, or no answer at all. */
export type HealthAnswer = number | 'unreachable';

/**
 * Whether a server has no streaming at all, asked after its WebSocket handshake failed (a
 * browser does not tell why): its health endpoint (`GET /api/v1/streaming/health`, which
 * Mastodon answers `OK`) is not there, or it advertises no streaming URL and the endpoint
 * fails. No answer (offline, a CORS refusal) says nothing: the socket is tried again as before.
 */
export function hasNoStreaming(health: HealthAnswer, advertised: boolean): boolean {
  if (health === 'unreachable') return false;
  if (health === 404 || health === 410) return true;
  return !advertised && (health < 200 || health >= 300);
}

/** The health endpoint of a streaming origin (`wss://host` → `https://host/api/v1/streaming/health`). */
export function streamingHealthUrl(streamingOrigin: string): string {
  const url = new URL('/api/v1/streaming/health', streamingOrigin);
  url.protocol = url.protocol === 'ws:' ? 'http:' : 'https:';
  return url.href;
}
