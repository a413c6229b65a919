import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { brokerTexts } from './broker.texts.ts';
import type { Broker } from './broker.ts';
import type { RealtimeUser } from './realtimeUser.ts';

/** STOMP over WebSocket sub-protocols, best first (the order stompjs offers them). */
const stompProtocols = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
/** Largest WebSocket message a client may send; frames are far smaller. */
const maxPayload = 256 * 1024;

/** Settings of the `/ws` endpoint. */
export type WebSocketEndpoint = {
  path: string;
  authenticate: (request: IncomingMessage) => Promise<RealtimeUser | null>;
  /** Live sockets one user may hold on this instance; the next upgrade is refused with 429. */
  maxSocketsPerUser: number;
  log(level: 'info' | 'warn', message: string, details: Record<string, unknown>): void;
};

function refuse(socket: Duplex, status: string, error?: string): void {
  // Let the status line reach the client before the socket goes (what `ws` itself does on abort).
  socket.once('finish', () => socket.destroy());
  const body = error === undefined ? '' : JSON.stringify({ error });
  const type = error === undefined ? '' : 'Content-Type: application/json; charset=utf-8\r\n';
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Handles the HTTP upgrade on the endpoint path: the session cookie is checked on the raw request
 * BEFORE the upgrade, so an anonymous client gets a plain 401 and never a WebSocket. Returns a
 * function that detaches the handler and closes the WebSocket server.
 */
export function attachWebSocket(server: Server, broker: Broker, endpoint: WebSocketEndpoint): () => void {
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload,
    perMessageDeflate: false,
    handleProtocols: (offered) => stompProtocols.find((protocol) => offered.has(protocol)) ?? false,
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== endpoint.path) {
      // Another handler may own this path (a dev proxy); answer only when nobody else listens.
      if (server.listenerCount('upgrade') === 1) refuse(socket, '404 Not Found');
      return;
    }
    socket.on('error', () => socket.destroy());
    if (!broker.isAvailable) {
      refuse(socket, '503 Service Unavailable');
      return;
    }
    endpoint.authenticate(request).then(
      (user) => {
        if (user === null) {
          refuse(socket, '401 Unauthorized');
          return;
        }
        if (socket.destroyed) return;
        if (broker.socketsOf(user.userId) >= endpoint.maxSocketsPerUser) {
          endpoint.log('info', 'realtime: too many sockets', { userId: user.userId });
          refuse(socket, '429 Too Many Requests', brokerTexts.tooManySockets(endpoint.maxSocketsPerUser));
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => {
          const session = broker.accept(
            {
              send: (data) => ws.send(data, { binary: false }),
              bufferedAmount: () => ws.bufferedAmount,
              close: (code, reason) => ws.close(code, reason),
              terminate: () => ws.terminate(),
            },
            user,
          );
          ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
            if (Array.isArray(data)) for (const part of data) session.receive(part);
            else session.receive(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
          });
          ws.on('error', () => ws.terminate());
          ws.on('close', () => session.end());
        });
      },
      (error: unknown) => {
        endpoint.log('warn', 'realtime: authentication failed', { error: String(error) });
        refuse(socket, '500 Internal Server Error');
      },
    );
  };

  server.on('upgrade', onUpgrade);
  return () => {
    server.off('upgrade', onUpgrade);
    wss.close();
  };
}
