import { RECONNECT_DELAY_MS } from '@vizinhos/domain';

/** Backoff settings of the live connection. */
export type ReconnectPolicy = { firstDelayMs: number; maxDelayMs: number };

/** spec: Business constants and limits: the messaging reconnect delay is 1000 ms; the cap keeps a dead server from being hammered. */
export const defaultReconnectPolicy: ReconnectPolicy = {
  firstDelayMs: RECONNECT_DELAY_MS,
  maxDelayMs: 30_000,
};

/**
 * Delay before reconnect attempt number `failures + 1`: exactly the spec's 1000 ms after a drop,
 * then doubling while attempts keep failing, capped, with "equal jitter" (half fixed, half random)
 * so that a thousand clients cut at once do not come back in the same millisecond.
 * `random` is in [0, 1), injected so tests can pin it.
 */
export function computeReconnectDelay(
  failures: number,
  random: number,
  policy = defaultReconnectPolicy,
): number {
  const { firstDelayMs, maxDelayMs } = policy;
  if (failures <= 0) return firstDelayMs;
  const ceiling = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures, 30));
  return Math.max(firstDelayMs, Math.round(ceiling / 2 + (ceiling / 2) * random));
}
