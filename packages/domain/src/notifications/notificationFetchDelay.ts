import { NOTIFICATIONS_FETCH_DEBOUNCE_MS } from './reduceNotifications.ts';

/**
 * How long a fetch of the list waits (spec: Business constants and limits: fetches debounced at 500 ms): none when
 * the last one started 500 ms or more ago (or never), else the rest of that window, so that a burst of
 * requests (open, retry, live, a reconnect) makes one fetch at its start and at most one at its end.
 */
export function notificationFetchDelay(lastStartedAt: number | undefined, now: number): number {
  if (lastStartedAt === undefined) return 0;
  const elapsed = now - lastStartedAt;
  return elapsed >= NOTIFICATIONS_FETCH_DEBOUNCE_MS || elapsed < 0
    ? 0
    : NOTIFICATIONS_FETCH_DEBOUNCE_MS - elapsed;
}
