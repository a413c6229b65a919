// Message fan-out to a group of 50: each message is sent by one member through the real HTTP call
// (POST conversations/{id}/messages: checks, insert, commit) and published through the real broker
// to the 50 participants' own chat topics (sender included), each a STOMP client on its own socket.
// Latency is end to end, from the moment the POST leaves the sender to the frame's arrival at each
// participant; the p99 is over every delivery. On the memory bus and PGlite by default; with
// DATABASE_URL and AMQP_URL, on PostgreSQL and RabbitMQ. Loopback only, bounded in time.
// Run: node apps/server/bench/messaging.bench.ts   (prints one JSON line per figure)
import { buildLiveDestination } from '@vizinhos/domain';
import WebSocket from 'ws';
import { createConversation, sendMessage } from '../test/features/messagingHelpers.ts';
import { startTestServer, type TestMember } from '../test/support/testServer.ts';

const groupSize = 50;
const phaseMs = Number(process.env.BENCH_PHASE_MS ?? 4_000);
// Messages in flight at once: a busy group where several people type at the same time.
const concurrency = 4;

function print(name: string, value: number, unit: string, target?: string): void {
  console.log(
    JSON.stringify({ name, value: Math.round(value * 100) / 100, unit, ...(target && { target }) }),
  );
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A lean chat client: reads the body of each MESSAGE frame and hands over the message's text. */
function openChatClient(
  url: string,
  cookie: string,
  stompKey: string,
  onBody: (body: string) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['v12.stomp'], { headers: { cookie } });
    let pending = '';
    socket.on('message', (data: Buffer) => {
      pending += data.toString('utf8');
      let end = pending.indexOf('\0');
      while (end !== -1) {
        const frame = pending.slice(0, end);
        pending = pending.slice(end + 1).replace(/^\n+/, '');
        if (frame.startsWith('MESSAGE')) {
          const body = JSON.parse(frame.slice(frame.indexOf('\n\n') + 2)) as { message?: { body?: string } };
          onBody(body.message?.body ?? '');
        } else if (frame.startsWith('RECEIPT')) resolve(socket);
        end = pending.indexOf('\0');
      }
    });
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(
        `CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0SUBSCRIBE\nid:chat\ndestination:${buildLiveDestination('chat', stompKey)}\nreceipt:ready\n\n\0`,
      ),
    );
  });
}

const server = await startTestServer({
  loginLimit: 1_000,
  ...(process.env.AMQP_URL ? { amqpUrl: process.env.AMQP_URL } : {}),
});
const label = `${server.engine}${process.env.AMQP_URL ? '+rabbitmq' : ''}`;
const members: TestMember[] = [];
const cookies: string[] = [];
for (let index = 0; index < groupSize; index++) {
  members.push(await server.createMember({ username: `vizinho${index}` }));
  cookies.push(await server.login(`vizinho${index}`));
}
const made = await createConversation(
  server,
  cookies[0] ?? '',
  members.slice(1).map((member) => member.id),
  'Condomínio',
);
const conversationId = made.body.conversation.id as string;

const sentAt = new Map<string, { at: number; left: number; done: () => void }>();
const latencies: number[] = [];
const sockets = await Promise.all(
  members.map((member, index) =>
    openChatClient(
      `${server.url.replace('http', 'ws')}/ws`,
      cookies[index] ?? '',
      member.stompKey,
      (body) => {
        const entry = sentAt.get(body);
        if (!entry) return;
        latencies.push(performance.now() - entry.at);
        entry.left -= 1;
        if (entry.left === 0) entry.done();
      },
    ),
  ),
);

let sequence = 0;
let running = true;
const httpTimes: number[] = [];
async function sender(lane: number): Promise<void> {
  while (running) {
    sequence += 1;
    const text = `Mensagem ${sequence}: alguém viu a encomenda do 12?`;
    const delivered = new Promise<void>((done) =>
      sentAt.set(text, { at: performance.now(), left: groupSize, done }),
    );
    const started = performance.now();
    const answer = await sendMessage(server, cookies[(sequence + lane) % groupSize] ?? '', conversationId, {
      body: text,
    });
    httpTimes.push(performance.now() - started);
    if (answer.status !== 201)
      throw new Error(`send failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    await delivered;
  }
}
const started = performance.now();
const lanes = Array.from({ length: concurrency }, (_, lane) => sender(lane));
await new Promise((resolve) => setTimeout(resolve, phaseMs));
running = false;
await Promise.all(lanes);
const seconds = (performance.now() - started) / 1000;

print(`messaging fan-out to ${groupSize} (${label}): messages/s`, sequence / seconds, 'msg/s');
print(`messaging fan-out to ${groupSize} (${label}): deliveries/s`, latencies.length / seconds, 'frames/s');
print(`messaging fan-out to ${groupSize} (${label}): POST p50`, percentile(httpTimes, 50), 'ms');
print(`messaging fan-out to ${groupSize} (${label}): end-to-end p50`, percentile(latencies, 50), 'ms');
print(
  `messaging fan-out to ${groupSize} (${label}): end-to-end p99`,
  percentile(latencies, 99),
  'ms',
  '≤ 250 ms',
);
for (const socket of sockets) socket.terminate();
await server.close();
