import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { BrokerPolicy } from '../../src/realtime/broker.ts';
import { type MountedRealtime, type MountOptions, mountRealtime } from '../../src/realtime/mountRealtime.ts';
import type { RealtimeUser } from '../../src/realtime/realtimeUser.ts';

/** The fake session of the broker tests: cookie `sid=<userId>`; no cookie, no user. */
export async function authenticateByCookie(request: {
  headers: { cookie?: string | undefined };
}): Promise<RealtimeUser | null> {
  const userId = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  return userId ? { userId, stompKey: `key-${userId}`, areaId: `area-of-${userId}` } : null;
}

/** A permissive policy for the mechanics tests: `/topic/test/*` for all, and any SEND there echoes. */
export const testPolicy: BrokerPolicy = {
  canSubscribe: (_user, destination) => destination.startsWith('/topic/test/'),
  decideSend: (_user, destination, body) =>
    destination.startsWith('/topic/test/')
      ? { ok: true, body }
      : { ok: false, message: 'Envio não permitido' },
  log: () => {},
};

/** A running broker fixture. */
export type BrokerFixture = { url: string; realtime: MountedRealtime; close(): Promise<void> };

/** A bare Fastify on a random loopback port with the broker mounted on `/ws`. */
export async function startBrokerFixture(options: Partial<MountOptions> = {}): Promise<BrokerFixture> {
  const app = Fastify();
  const realtime = await mountRealtime(app.server, {
    authenticate: authenticateByCookie,
    policy: testPolicy,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    realtime,
    close: async () => {
      await realtime.close();
      await app.close();
    },
  };
}
