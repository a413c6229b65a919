/** A message as it travels between server instances. */
export type BusMessage = {
  destination: string;
  contentType: string;
  body: Uint8Array;
  /** When it was published (ms since the epoch), for the bus lag metric; absent from older senders. */
  sentAt?: number;
};

/**
 * The relay between server instances. Each instance binds the destinations its own clients hold,
 * publishes every message to the bus, and delivers what the bus hands back to its local subscribers
 * (its own messages included), so one instance and many behave the same.
 */
export type Bus = {
  /** Resolves once messages for this destination reach this instance. */
  bind(destination: string): Promise<void>;
  unbind(destination: string): Promise<void>;
  publish(message: BusMessage): Promise<void>;
  close(): Promise<void>;
};

/** Called by a bus for every message bound to this instance. */
export type BusDelivery = (message: BusMessage) => void;
