import { buildLiveDestination, type LiveTopic } from '@vizinhos/domain';
import type { StompFrame } from '../../src/realtime/stompFrame.ts';
import { frameIs, openRawStompClient, type RawStompClient } from './rawStompClient.ts';

/**
 * A resident's STOMP client on the test server, subscribed to the area's topics (each SUBSCRIBE
 * confirmed by its receipt), as the browser's live connection is.
 */
export async function subscribeToArea(
  serverUrl: string,
  cookie: string,
  areaId: string,
  topics: readonly LiveTopic[] = ['timeline', 'posts'],
): Promise<RawStompClient> {
  const client = await openRawStompClient(`${serverUrl.replace('http', 'ws')}/ws`, { headers: { cookie } });
  client.send('CONNECT\naccept-version:1.2\nhost:localhost\nlogin:guest\npasscode:guest\n\n\0');
  await client.waitFor(frameIs('CONNECTED'));
  for (const topic of topics) {
    client.send(
      `SUBSCRIBE\nid:${topic}\ndestination:${buildLiveDestination(topic, areaId)}\nreceipt:${topic}\n\n\0`,
    );
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', topic));
  }
  return client;
}

/** A MESSAGE frame's JSON body. */
export const bodyOf = (frame: StompFrame) => JSON.parse(Buffer.from(frame.body).toString('utf8'));

/** A frame's destination header. */
export const destinationOf = (frame: StompFrame) =>
  frame.headers.find(([name]) => name === 'destination')?.[1];

/**
 * The next MESSAGE of this type, after those already seen, about the subject `idOf` reads from its
 * body (any subject when `id` is undefined).
 */
/**
 * The MESSAGE of this type (and id) whether it came already or comes next: a write's own frame, to
 * wait for before listening for what follows it (a frame is delivered after the write's answer).
 */
export function heardMessage(
  client: RawStompClient,
  type: string,
  id: string,
  idOf: (body: Record<string, { id?: string } | string | undefined>) => unknown,
) {
  return client.waitFor((frame) => {
    if (frame.command !== 'MESSAGE') return false;
    const body = bodyOf(frame);
    return body.type === type && idOf(body) === id;
  });
}

export function nextMessage(
  client: RawStompClient,
  type: string,
  id: string | undefined,
  idOf: (body: Record<string, { id?: string } | string | undefined>) => unknown,
) {
  const seen = new Set(client.frames);
  return client.waitFor((frame) => {
    if (seen.has(frame) || frame.command !== 'MESSAGE') return false;
    const body = bodyOf(frame);
    return body.type === type && (id === undefined || idOf(body) === id);
  });
}
