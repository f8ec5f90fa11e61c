import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { SandboxContext } from '../context';
import type { StreamEvent } from '../events/bus';
import { lookupToken, scopeSatisfied } from '../http/auth';
import { canView, isSilencedFor } from '../store/visibility';
import { resolveStream, streamKeyId } from './streams';

interface Connection {
  socket: WebSocket;
  viewerId: string;
  subscriptions: Map<string, string[]>;
}

const STREAMING_PATH = '/api/v1/streaming';

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function tokenFromRequest(request: IncomingMessage, url: URL): string | null {
  const fromQuery = url.searchParams.get('access_token');
  if (fromQuery) return fromQuery;
  const protocol = request.headers['sec-websocket-protocol'];
  if (typeof protocol === 'string' && protocol.trim()) return protocol.split(',')[0].trim();
  const authorization = request.headers.authorization;
  const match = typeof authorization === 'string' ? /^Bearer\s+(.+)$/i.exec(authorization) : null;
  return match ? match[1].trim() : null;
}

function mayReceive(ctx: SandboxContext, connection: Connection, event: StreamEvent): boolean {
  const audience = event.audience;
  if ('accountId' in audience) return audience.accountId === connection.viewerId;
  if ('anyone' in audience) return true;
  const status = ctx.store.statuses.get(audience.statusId);
  return (
    !!status &&
    canView(ctx.store, connection.viewerId, status) &&
    !isSilencedFor(ctx.store, connection.viewerId, status.accountId)
  );
}

/** The Mastodon streaming API over WebSocket, sharing the HTTP server's port. */
export interface StreamingServer {
  close(): Promise<void>;
  /** Active subscriptions across connections; lets tests wait until a client is listening. */
  subscriptionCount(): number;
}

export function attachStreaming(server: Server, ctx: SandboxContext): StreamingServer {
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  const connections = new Set<Connection>();

  const send = (connection: Connection, message: unknown) => {
    if (connection.socket.readyState === WebSocket.OPEN)
      connection.socket.send(JSON.stringify(message));
  };

  const subscribe = (
    connection: Connection,
    stream: unknown,
    params: { tag?: unknown; list?: unknown },
  ) => {
    const resolved = resolveStream(ctx, connection.viewerId, stream, params);
    if ('error' in resolved)
      return send(connection, { error: resolved.error, status: resolved.status });
    connection.subscriptions.set(streamKeyId(resolved.key), resolved.key);
  };

  const unsubscribeBus = ctx.bus.subscribe((event) => {
    for (const connection of connections) {
      for (const stream of event.streams) {
        if (
          !connection.subscriptions.has(streamKeyId(stream)) ||
          !mayReceive(ctx, connection, event)
        )
          continue;
        const payload = event.payload(connection.viewerId);
        send(connection, {
          stream,
          event: event.event,
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
      }
    }
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', ctx.origin);
    if (url.pathname.replace(/\/$/, '') !== STREAMING_PATH) {
      rejectUpgrade(socket, 400, 'Unknown streaming path');
      return;
    }
    const token = lookupToken(ctx, tokenFromRequest(request, url));
    if (!token?.accountId) {
      rejectUpgrade(socket, 401, 'Missing access token');
      return;
    }
    if (
      !scopeSatisfied(token.scopes, 'read:statuses') &&
      !scopeSatisfied(token.scopes, 'read:notifications')
    ) {
      rejectUpgrade(socket, 401, 'Access token does not have the required scopes');
      return;
    }
    const viewerId = token.accountId;
    wss.handleUpgrade(request, socket, head, (socketConnection) => {
      const connection: Connection = {
        socket: socketConnection,
        viewerId,
        subscriptions: new Map(),
      };
      connections.add(connection);
      const untrack = ctx.faults.trackStreamingSocket(socketConnection);
      socketConnection.on('close', untrack);
      const initial = url.searchParams.get('stream');
      if (initial)
        subscribe(connection, initial, {
          tag: url.searchParams.get('tag') ?? undefined,
          list: url.searchParams.get('list') ?? undefined,
        });
      socketConnection.on('message', (data: Buffer) => {
        let message: Record<string, unknown>;
        try {
          message = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
        } catch {
          return send(connection, { error: 'Invalid JSON', status: 400 });
        }
        if (message.type === 'subscribe') subscribe(connection, message.stream, message);
        else if (message.type === 'unsubscribe') {
          const resolved = resolveStream(ctx, viewerId, message.stream, message);
          if ('key' in resolved) connection.subscriptions.delete(streamKeyId(resolved.key));
        }
      });
      socketConnection.on('close', () => connections.delete(connection));
      socketConnection.on('error', () => connections.delete(connection));
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    subscriptionCount: () =>
      [...connections].reduce((total, connection) => total + connection.subscriptions.size, 0),
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribeBus();
        server.off('upgrade', onUpgrade);
        for (const connection of connections) connection.socket.terminate();
        connections.clear();
        wss.close(() => resolve());
      }),
  };
}
