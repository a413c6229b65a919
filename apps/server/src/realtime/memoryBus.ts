import type { Bus, BusDelivery } from './bus.ts';

/**
 * The bus of a single server instance: bindings are live at once, and a publish is taken at once and
 * delivered on the next turn of the event loop, in the order published: the write whose answer
 * waits for the publish does not wait for its message to be written to every subscriber (with ten
 * thousand sockets, a third of a second), as with RabbitMQ, where the fan-out is the consumer's.
 */
export function createMemoryBus(deliver: BusDelivery): Bus {
  let open = true;
  return {
    bind: async () => {},
    unbind: async () => {},
    publish: async (message) => {
      if (open)
        setImmediate(() => {
          if (open) deliver(message);
        });
    },
    close: async () => {
      open = false;
    },
  };
}
