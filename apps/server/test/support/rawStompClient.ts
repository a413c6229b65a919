import WebSocket from 'ws';
import { FrameDecoder } from '../../src/realtime/frameDecoder.ts';
import { readHeader, type StompFrame } from '../../src/realtime/stompFrame.ts';

/** A bare STOMP peer for tests and the bench: raw bytes out, decoded frames in, nothing hidden. */
export type RawStompClient = {
  socket: WebSocket;
  frames: StompFrame[];
  heartbeats: () => number;
  send(data: string | Buffer): void;
  /** Resolves with the first frame (already received or future) that matches. */
  waitFor(match: (frame: StompFrame) => boolean, timeoutMs?: number): Promise<StompFrame>;
  closed: Promise<{ code: number }>;
};

/** Opens a WebSocket to a broker; rejects with the HTTP status when the upgrade is refused. */
export function openRawStompClient(
  url: string,
  options: { protocols?: string[]; headers?: Record<string, string> } = {},
): Promise<RawStompClient> {
  const socket = new WebSocket(url, options.protocols ?? ['v12.stomp'], { headers: options.headers });
  const decoder = new FrameDecoder({ maxBodyBytes: 16 * 1024 * 1024 });
  const frames: StompFrame[] = [];
  const waiters = new Set<{ match: (frame: StompFrame) => boolean; resolve: (frame: StompFrame) => void }>();
  let heartbeats = 0;
  socket.on('message', (data: Buffer) => {
    for (const item of decoder.push(data)) {
      if (item.kind === 'heartbeat') heartbeats++;
      if (item.kind !== 'frame') continue;
      frames.push(item.frame);
      for (const waiter of waiters) {
        if (!waiter.match(item.frame)) continue;
        waiters.delete(waiter);
        waiter.resolve(item.frame);
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`HTTP ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        frames,
        heartbeats: () => heartbeats,
        send: (data) => socket.send(data),
        waitFor: (match, timeoutMs = 5_000) => {
          const found = frames.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((resolveFrame, rejectFrame) => {
            const waiter = {
              match,
              resolve: (frame: StompFrame) => {
                clearTimeout(timer);
                resolveFrame(frame);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              rejectFrame(new Error('frame not received in time'));
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        closed,
      }),
    );
  });
}

/** Matches a frame by command and, optionally, one header value. */
export function frameIs(command: string, header?: string, value?: string): (frame: StompFrame) => boolean {
  return (frame) =>
    frame.command === command && (header === undefined || readHeader(frame, header) === value);
}
