import { createStreamingAPIClient, type mastodon } from 'masto';
import WebSocket from 'ws';
import type { SandboxInstance } from '../../server';

/** A masto.js streaming client on the sandbox for `token`, without reconnecting. */
export function streamingClient(
  sandbox: SandboxInstance,
  token: string,
): mastodon.streaming.Client {
  return createStreamingAPIClient({
    streamingApiUrl: sandbox.url.replace('http', 'ws'),
    accessToken: token,
    implementation: WebSocket,
    retry: false,
  });
}

/** Waits until `condition` holds (such as a stream being subscribed), failing after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
