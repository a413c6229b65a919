/** What the broker reports to the server's metrics (ops/metrics.ts); every call is cheap. */
export type RealtimeMetrics = {
  /** A STOMP frame (not a heart-beat) received from, or written to, a client. */
  frame(direction: 'in' | 'out'): void;
  /** A message this instance published to the bus. */
  busPublished(): void;
  /** A message the bus handed to this instance, with how long after its publishing (when known). */
  busConsumed(lagMs: number | undefined): void;
};

/** Counts nothing: the broker without metrics (METRICS_TOKEN unset, tests). */
export const noRealtimeMetrics: RealtimeMetrics = {
  frame: () => {},
  busPublished: () => {},
  busConsumed: () => {},
};
