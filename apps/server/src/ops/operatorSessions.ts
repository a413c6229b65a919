// The session store of an admin command run as its own process beside the instances (PostgreSQL):
// the instances trust sessions from a cache and hold live sockets, which only their bus can reach.
import { createSessionStore, type SessionStore } from '../auth/sessionStore.ts';
import type { Database } from '../db/openDatabase.ts';
import { loadSessionUser } from '../features/accounts/index.ts';
import type { BusOpener, InternalChannel, InternalListener } from '../realtime/index.ts';

/**
 * Joins the instances' bus (RabbitMQ, AMQP_URL) as one more member, so that what a command ends
 * (a deactivated resident's sessions) is dropped from every instance's session cache and closes the
 * resident's live connections there at once, with the same message a password reset sends. Each
 * ending waits for its own echo from the bus (up to 1 s), so the command returns once RabbitMQ has
 * routed it to every instance.
 */
export async function openOperatorSessions(
  db: Database,
  open: BusOpener,
): Promise<{ sessions: SessionStore; close(): Promise<void> }> {
  const listeners = new Map<string, InternalListener>();
  const bus = await open(
    (message) => listeners.get(message.destination)?.deliver(message.body),
    () => {
      for (const listener of listeners.values()) listener.lost();
    },
  );
  const channel: InternalChannel = {
    publish: (destination, body) => bus.publish({ destination, contentType: 'application/json', body }),
    listen: async (destination, listener) => {
      listeners.set(destination, listener);
      await bus.bind(destination);
    },
  };
  const sessions = createSessionStore({
    db,
    load: (tokenHash, at) => loadSessionUser(db, tokenHash, at),
    now: () => new Date(),
  });
  await sessions.connect(channel);
  return { sessions, close: () => bus.close() };
}
