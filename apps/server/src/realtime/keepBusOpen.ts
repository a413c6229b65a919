import type { Broker } from './broker.ts';
import type { Bus, BusDelivery } from './bus.ts';

/** Opens a bus that delivers into the broker and reports its own loss. */
export type BusOpener = (deliver: BusDelivery, onFailure: (error: Error) => void) => Promise<Bus>;

/** The bus supervisor; stop() ends the retry loop and closes the current bus. */
export type BusKeeper = { stop(): Promise<void> };

// One connection attempt per instance every 10 s at most is nothing to RabbitMQ, and a longer wait
// keeps every live client of the instance away that much longer after RabbitMQ is back.
const maxRetryMs = 10_000;

/**
 * Opens the bus for the broker and keeps it open: when it is lost (RabbitMQ restarted), the broker
 * drops its clients and refuses new ones, and a new bus is tried after `retryMs`, then less and less
 * often, until one opens and the broker takes clients again. The first open must succeed, so a
 * wrong AMQP_URL stops the server at start instead of leaving it deaf.
 */
export async function keepBusOpen(
  broker: Broker,
  open: BusOpener,
  retryMs: number,
  log: (message: string, details: Record<string, unknown>) => void,
): Promise<BusKeeper> {
  let stopped = false;
  let current: Bus | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deliver: BusDelivery = (message) => broker.deliver(message);

  const retry = (delayMs: number): void => {
    timer = setTimeout(async () => {
      timer = undefined;
      if (stopped) return;
      try {
        const bus = await open(deliver, onFailure);
        if (stopped) return void (await bus.close());
        current = bus;
        broker.useBus(bus);
        log('realtime: bus open again', {});
      } catch (error) {
        log('realtime: bus still unavailable', { error: String(error), retryInMs: delayMs * 2 });
        retry(Math.min(delayMs * 2, maxRetryMs));
      }
    }, delayMs);
  };

  function onFailure(error: Error): void {
    if (stopped) return;
    broker.failBus(error);
    void current?.close().catch(() => {});
    current = undefined;
    retry(retryMs);
  }

  current = await open(deliver, onFailure);
  broker.useBus(current);
  return {
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await current?.close();
    },
  };
}
