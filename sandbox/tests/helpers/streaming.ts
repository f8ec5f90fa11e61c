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
