import type { Bus, BusDelivery } from '../../src/realtime/bus.ts';
import type { BusOpener } from '../../src/realtime/index.ts';

/**
 * One in-memory bus shared by several apps in a test, as RabbitMQ is between instances: every
 * publish reaches every open instance (the broker keeps what it has bound).
 */
export function createMemoryHub(): BusOpener {
  const instances = new Set<BusDelivery>();
  return async (deliver): Promise<Bus> => {
    instances.add(deliver);
    return {
      bind: async () => {},
      unbind: async () => {},
      publish: async (message) => {
        for (const instance of instances) instance(message);
      },
      close: async () => {
        instances.delete(deliver);
      },
    };
  };
}
