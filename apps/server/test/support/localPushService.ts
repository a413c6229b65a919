// A local Web Push service (web-push-testing) for the push tests: started on a free port, it takes
// subscriptions as a browser would and tells what reached each of them.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const pushServiceScript = createRequire(import.meta.url).resolve('web-push-testing/src/bin/server.js');

/** Calls `read` every 100 ms until `done` holds of its value; throws naming `what` after `tries`. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  tries = 100,
): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface LocalPushService {
  /** Its origin, to allow as a push host in the test server. */
  url: string;
  /** Subscribes a browser with the server's VAPID key: the endpoint, keys and the hash that reads it. */
  subscribe(applicationServerKey: string): Promise<{ endpoint: string; keys: unknown; clientHash: string }>;
  /** Every push that reached the subscription, decoded. */
  received(clientHash: string): Promise<Record<string, string>[]>;
  /** Makes the subscription answer 410 from now on, as an expired one does. */
  expire(clientHash: string): Promise<void>;
  stop(): void;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [pushServiceScript, String(port)], { stdio: 'ignore' });
  const ask = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json() as Promise<{ data: Record<string, unknown> }>;
  };
  await until(
    () =>
      fetch(`${url}/status`, { method: 'POST' }).then(
        (r) => r.ok,
        () => false,
      ),
    Boolean,
    'the local push service',
  );
  return {
    url,
    async subscribe(applicationServerKey) {
      const { data } = await ask('/subscribe', { applicationServerKey });
      return { endpoint: data.endpoint as string, keys: data.keys, clientHash: data.clientHash as string };
    },
    async received(clientHash) {
      const { data } = await ask('/get-notifications', { clientHash });
      return (data.messages as string[]).map((text) => JSON.parse(text) as Record<string, string>);
    },
    async expire(clientHash) {
      const answer = await fetch(`${url}/expire-subscription/${clientHash}`, { method: 'POST' });
      if (!answer.ok) throw new Error(`the local push service did not expire ${clientHash}`);
    },
    stop: () => child.kill(),
  };
}
