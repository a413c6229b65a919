/** Counts failed sign-ins per key inside a sliding window (in memory: one instance's view). */
export type LoginThrottle = {
  /** True while the key has reached the limit of failures in the window. */
  isBlocked: (key: string, now: number) => boolean;
  recordFailure: (key: string, now: number) => void;
  reset: (key: string) => void;
};

/** Builds a throttle that blocks a key after `limit` failures within `windowMs`. */
export function createLoginThrottle({ limit = 5, windowMs = 15 * 60_000 } = {}): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    isBlocked: (key, now) => recent(key, now).length >= limit,
    recordFailure: (key, now) => {
      const list = recent(key, now);
      list.push(now);
      failures.set(key, list);
      // Keeps the map from growing without bound under a spray of distinct names.
      if (failures.size > 50_000) failures.delete(failures.keys().next().value as string);
    },
    reset: (key) => {
      failures.delete(key);
    },
  };
}
