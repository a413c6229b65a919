// The graceful stop on SIGTERM and SIGINT, as process managers and deploys send it.
import type { FastifyInstance } from 'fastify';

/** Everything is given this long; past it the process exits 1 (a stop must never hang a deploy). */
export const stopDeadlineMs = 10_000;
/** Requests still running after this long are cut, so the rest of the stop fits the deadline. */
export const requestGraceMs = 7_000;

/**
 * On the first SIGTERM or SIGINT: stop accepting connections, tell every live socket the server is
 * restarting (a STOMP ERROR, then close: the app reconnects, to another instance behind the proxy,
 * and fetches what it missed), let requests in flight finish (up to `requestGraceMs`), then close
 * what `closeAfter` lists (the bus is closed by the app, then the database and the control socket)
 * and exit 0. A second signal changes nothing; past `stopDeadlineMs` the exit is 1.
 */
export function stopOnSignals(
  app: FastifyInstance,
  closeAfter: Array<() => Promise<void>>,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  // While stopping, every answer closes its connection, so a keep-alive client is not held open.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('Connection', 'close');
    return payload;
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const startedAt = performance.now();
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error({ signal }, `stop took longer than ${stopDeadlineMs} ms; exiting anyway`);
      exit(1);
    }, stopDeadlineMs);
    deadline.unref();
    const cut = setTimeout(() => {
      app.log.warn('requests still running after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, requestGraceMs);
    cut.unref();
    try {
      await app.close();
      clearTimeout(cut);
      for (const close of closeAfter) await close();
      app.log.info({ signal, stopMs: Math.round(performance.now() - startedAt) }, 'stopped');
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'stop failed');
      exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
