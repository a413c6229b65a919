/** What a server-internal listener hears: its messages, and the bus going away and coming back. */
export type InternalListener = {
  deliver(body: Uint8Array): void;
  /** The bus is lost: messages of other instances may be missed until `restored`. */
  lost(): void;
  /** The bus is back and this listener's destination bound again. */
  restored(): void;
};

/**
 * Messages between server instances over the live bus that never reach a STOMP client (the session
 * cache's invalidations). Their destinations start with `/internal/`, which no client may hold.
 */
export type InternalChannel = {
  publish(destination: string, body: Uint8Array): Promise<void>;
  /** Resolves once messages for the destination reach this instance. */
  listen(destination: string, listener: InternalListener): Promise<void>;
};
