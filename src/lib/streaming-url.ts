import { instanceOrigin, isLoopbackHost } from './instance';

/**
 * The WebSocket origin of an instance's streaming API: the one the instance advertises
 * (`configuration.urls.streaming` / `urls.streamingApi`), else the instance itself. Loopback
 * hosts are reached over ws://, everything else over wss://.
 */
export function streamingOrigin(advertised: string | undefined, instance: string): string {
  let url: URL;
  try {
    url = new URL(advertised || instanceOrigin(instance));
  } catch {
    url = new URL(instanceOrigin(instance));
  }
  const secure = !isLoopbackHost(url.host);
  return `${secure ? 'wss' : 'ws'}://${url.host}`;
}
