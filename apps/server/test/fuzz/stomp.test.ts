import { apiPaths } from '@vizinhos/api';
import { buildLiveDestination } from '@vizinhos/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, sessionCookieName } from '../../src/auth/sessions.ts';
import { frameIs, openRawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { junkText } from './badInput.ts';

// Generated bad STOMP on /ws: malformed commands and headers, wrong content-length, huge bodies,
// binary junk and floods, before and after CONNECT. The server must stay up and keep serving
// another client (a CONNECT, a SUBSCRIBE with its receipt, an HTTP call) throughout.

const runs = Number(process.env.FUZZ_STOMP_RUNS ?? 300);
let server: TestServer;
let member: TestMember;
let cookie: string;
let socketUrl: string;
let cases = 0;

beforeAll(async () => {
  server = await startTestServer();
  member = await server.createMember({ username: 'stompista' });
  cookie = `${sessionCookieName}=${await createSession(server.db, member.id, new Date())}`;
  socketUrl = `${server.url.replace(/^http/, 'ws')}/ws`;
});
afterAll(async () => {
  console.log(`STOMP fuzz: ${cases} generated cases`);
  await server?.close();
});

const command = fc.oneof(
  fc.constantFrom('CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN'),
  fc.constantFrom('COMMIT', 'ABORT', 'DISCONNECT', 'connect', 'MESSAGE', 'ERROR', '', ' CONNECT'),
  junkText,
);
const headerName = fc.oneof(
  fc.constantFrom('destination', 'id', 'receipt', 'content-length', 'content-type', 'accept-version'),
  fc.constantFrom('heart-beat', 'host', 'ack', 'transaction', 'subscription', ''),
  junkText,
);
const headerValue = fc.oneof(
  junkText,
  fc.constantFrom('-1', 'abc', '99999999999', '0', '1.5', '\\x', '\\', 'a:b', '10,10', '1.0,1.2,9.9'),
  fc.constantFrom(
    '/topic/timeline/x',
    `/topic/chat_q/user_x`,
    '/internal/sessions',
    '/topic/internal/sessions',
  ),
);
const body = fc.oneof(
  junkText,
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);
const frame = fc
  .tuple(
    command,
    fc.array(fc.tuple(headerName, headerValue), { maxLength: 6 }),
    body,
    fc.option(fc.integer({ min: -5, max: 300_000 })),
    fc.boolean(),
  )
  .map(([name, headers, content, length, terminated]) =>
    Buffer.concat([
      Buffer.from(`${name}\n${headers.map(([key, value]) => `${key}:${value}`).join('\n')}\n`),
      Buffer.from(length === null ? '\n' : `content-length:${length}\n\n`),
      Buffer.from(content),
      Buffer.from(terminated ? '\0' : ''),
    ]),
  );
const chunk = fc.oneof(
  { weight: 6, arbitrary: frame },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(70_000, 300_000)
      .map((size) => Buffer.from(`SEND\ndestination:/topic/x\n\n${'a'.repeat(size)}\0`)),
  },
  { weight: 1, arbitrary: fc.constant(Buffer.from('\n'.repeat(10_000))) },
);
const flood = fc.constantFrom(
  null,
  'SUBSCRIBE\nid:{n}\ndestination:/topic/timeline/{n}\n\n\0',
  'SEND\ndestination:/topic/x\n\nflood\0',
  `SUBSCRIBE\nid:{n}\ndestination:${buildLiveDestination('timeline', 'x')}\nreceipt:{n}\n\n\0`,
);

/** A client that connects, subscribes to its own area's timeline and gets the receipt; and HTTP answers. */
async function expectStillServing(): Promise<void> {
  const client = await openRawStompClient(socketUrl, { headers: { cookie } });
  client.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
  await client.waitFor(frameIs('CONNECTED'));
  const destination = buildLiveDestination('timeline', member.areaId);
  client.send(`SUBSCRIBE\nid:probe\ndestination:${destination}\nreceipt:ok\n\n\0`);
  await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'ok'));
  client.socket.terminate();
  const me = await fetch(`${server.url}${apiPaths.me}`, { headers: { cookie } });
  expect(me.status).toBe(200);
}

describe('fuzz: bad STOMP frames on /ws', () => {
  it('never bring the broker down; another client is served after each', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(chunk, { minLength: 1, maxLength: 4 }),
        flood,
        fc.boolean(),
        async (connectFirst, chunks, floodFrame, together) => {
          cases += 1;
          const client = await openRawStompClient(socketUrl, { headers: { cookie } });
          client.socket.on('error', () => {});
          if (connectFirst) {
            client.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
            await client.waitFor(frameIs('CONNECTED'));
          }
          const open = () => client.socket.readyState === client.socket.OPEN;
          if (together && open()) client.send(Buffer.concat(chunks));
          else for (const item of chunks) if (open()) client.send(item);
          if (floodFrame)
            for (let n = 0; n < 500 && open(); n += 1) client.send(floodFrame.replaceAll('{n}', String(n)));
          await Promise.race([client.closed, new Promise((resolve) => setTimeout(resolve, 20))]);
          client.socket.terminate();
          if (cases % 20 === 0) await expectStillServing();
        },
      ),
      { numRuns: runs, endOnFailure: true },
    );
    await expectStillServing();
  });
});
