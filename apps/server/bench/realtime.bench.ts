// Live throughput of the STOMP broker: deliveries per second and p99 latency from the
// server to 1,000 subscribed clients and from client to client, on the memory bus and, when
// AMQP_URL is set, on RabbitMQ with two server instances. Loopback only, bounded in time.
// Prints one JSON line per figure: {"name", "value", "unit", "target"?}.
import WebSocket from 'ws';
import type { BrokerPolicy } from '../src/realtime/broker.ts';
import { type BrokerFixture, startBrokerFixture } from '../test/support/brokerFixture.ts';

const clientCount = 1_000;
const phaseMs = Number(process.env.BENCH_PHASE_MS ?? 3_000);
// Messages in flight from the server: enough to keep every socket busy, few enough to bound latency.
const window = 8;
// Tokens circulating between clients in the client-to-client ring.
const tokensPerClient = 2;

const policy: BrokerPolicy = {
  canSubscribe: (_user, destination) => destination.startsWith('/topic/bench/'),
  decideSend: (_user, destination, body) =>
    destination.startsWith('/topic/bench/') ? { ok: true, body } : { ok: false, message: 'não' },
  log: () => {},
};

function startInstance(amqpUrl: string | undefined): Promise<BrokerFixture> {
  return startBrokerFixture({
    authenticate: async (request) => {
      const id = /sid=(\w+)/.exec(request.headers.cookie ?? '')?.[1];
      return id ? { userId: id, stompKey: id, areaId: 'bench' } : null;
    },
    policy,
    heartbeatMs: 18_000,
    maxBufferedBytes: 64 * 1024 * 1024,
    ...(amqpUrl && { amqpUrl }),
  });
}

/** A lean bench client: counts NUL-terminated frames and reads the stamp in each MESSAGE body. */
type BenchClient = { socket: WebSocket; onMessage: (body: string) => void };

function openClient(url: string, index: number): Promise<BenchClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['v12.stomp'], { headers: { cookie: `sid=u${index}` } });
    const client: BenchClient = { socket, onMessage: () => {} };
    let pending = '';
    socket.on('message', (data: Buffer) => {
      pending += data.toString('utf8');
      let end = pending.indexOf('\0');
      while (end !== -1) {
        const frame = pending.slice(0, end);
        pending = pending.slice(end + 1).replace(/^\n+/, '');
        if (frame.startsWith('MESSAGE')) client.onMessage(frame.slice(frame.indexOf('\n\n') + 2));
        else if (frame.startsWith('RECEIPT') && frame.includes('receipt-id:ready')) resolve(client);
        end = pending.indexOf('\0');
      }
    });
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(
        `CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0SUBSCRIBE\nid:all\ndestination:/topic/bench/all\n\n\0SUBSCRIBE\nid:own\ndestination:/topic/bench/u${index}\nreceipt:ready\n\n\0`,
      ),
    );
  });
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function print(name: string, value: number, unit: string, target?: string): void {
  console.log(
    JSON.stringify({ name, value: Math.round(value * 100) / 100, unit, ...(target && { target }) }),
  );
}

async function serverToClients(
  instances: BrokerFixture[],
  clients: BenchClient[],
  label: string,
): Promise<void> {
  const latencies: number[] = [];
  const remaining = new Map<number, number>();
  let delivered = 0;
  let sequence = 0;
  let inFlight = 0;
  let running = true;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const publishMore = () => {
    while (running && inFlight < window) {
      sequence++;
      inFlight++;
      remaining.set(sequence, clients.length);
      const body = Buffer.from(
        JSON.stringify({ type: 'vote_update', seq: sequence, at: performance.now(), texto: 'votação' }),
      );
      void instances[0]!.realtime.broker.publish('/topic/bench/all', 'application/json', body);
    }
  };
  for (const client of clients) {
    client.onMessage = (body) => {
      const { seq, at } = JSON.parse(body) as { seq: number; at: number };
      delivered++;
      if (delivered % 16 === 0) latencies.push(performance.now() - at);
      const left = (remaining.get(seq) ?? 1) - 1;
      if (left > 0) return void remaining.set(seq, left);
      remaining.delete(seq);
      inFlight--;
      if (running) setImmediate(publishMore);
      else if (inFlight === 0) done();
    };
  }
  const started = performance.now();
  publishMore();
  await new Promise((resolve) => setTimeout(resolve, phaseMs));
  running = false;
  await finished;
  const seconds = (performance.now() - started) / 1000;
  print(
    `realtime ${label}: server to ${clients.length} clients`,
    delivered / seconds,
    'msg/s',
    label === 'memory bus' ? '>= 20000' : undefined,
  );
  print(`realtime ${label}: server to clients p99 latency`, percentile(latencies, 99), 'ms');
}

async function clientToClient(clients: BenchClient[], label: string): Promise<void> {
  const latencies: number[] = [];
  let delivered = 0;
  let running = true;
  let inFlight = 0;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const sendFrom = (index: number) => {
    const target = (index + 1) % clients.length;
    inFlight++;
    clients[index]!.socket.send(
      `SEND\ndestination:/topic/bench/u${target}\ncontent-type:application/json\n\n${JSON.stringify({ type: 'typing', at: performance.now(), texto: 'digitando…' })}\0`,
    );
  };
  clients.forEach((client, index) => {
    client.onMessage = (body) => {
      const { at } = JSON.parse(body) as { at: number };
      delivered++;
      inFlight--;
      if (delivered % 4 === 0) latencies.push(performance.now() - at);
      if (running) sendFrom(index);
      else if (inFlight === 0) done();
    };
  });
  const started = performance.now();
  for (let token = 0; token < tokensPerClient; token++)
    for (let index = 0; index < clients.length; index++) sendFrom(index);
  await new Promise((resolve) => setTimeout(resolve, phaseMs));
  running = false;
  await finished;
  const seconds = (performance.now() - started) / 1000;
  print(`realtime ${label}: client to client`, delivered / seconds, 'msg/s');
  print(`realtime ${label}: client to client p99 latency`, percentile(latencies, 99), 'ms');
}

async function run(label: string, amqpUrl: string | undefined, instanceCount: number): Promise<void> {
  const instances = await Promise.all(Array.from({ length: instanceCount }, () => startInstance(amqpUrl)));
  const clients: BenchClient[] = [];
  for (let batch = 0; batch < clientCount / 100; batch++) {
    clients.push(
      ...(await Promise.all(
        Array.from({ length: 100 }, (_, offset) => {
          const index = batch * 100 + offset;
          return openClient(instances[index % instanceCount]!.url, index);
        }),
      )),
    );
  }
  await serverToClients(instances, clients, label);
  await clientToClient(clients, label);
  for (const client of clients) client.socket.terminate();
  await Promise.all(instances.map((instance) => instance.close()));
}

const deadline = setTimeout(() => {
  console.error('realtime bench: time limit reached');
  process.exit(1);
}, 120_000);
await run('memory bus', undefined, 1);
if (process.env.AMQP_URL) await run('RabbitMQ, 2 instances', process.env.AMQP_URL, 2);
clearTimeout(deadline);
