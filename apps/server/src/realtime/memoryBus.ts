import type { Bus, BusDelivery } from './bus.ts';

/** The bus of a single server instance: a publish is delivered at once, bindings are live at once. */
export function createMemoryBus(deliver: BusDelivery): Bus {
  let open = true;
  return {
    bind: async () => {},
    unbind: async () => {},
    publish: async (message) => {
      if (open) deliver(message);
    },
    close: async () => {
      open = false;
    },
  };
}
