import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationFetchDelay } from './notificationFetchDelay.ts';

describe('notificationFetchDelay', () => {
  it.each<[string, number | undefined, number, number]>([
    ['the first fetch goes at once', undefined, 1_000, 0],
    ['spec: Business constants and limits: 100 ms after one, it waits the other 400', 1_000, 1_100, 400],
    ['spec: Business constants and limits: right after one, it waits 500', 1_000, 1_000, 500],
    ['spec: Business constants and limits: 500 ms after one, it goes at once', 1_000, 1_500, 0],
    ['a clock that went back does not hold fetches up', 1_000, 900, 0],
  ])('%s', (_name, last, now, delay) => {
    expect(notificationFetchDelay(last, now)).toBe(delay);
  });

  it('invariant: the delay is between 0 and 500 ms, and two fetches never start closer than 500 ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: -1e6, max: 1e6 }), (last, step) => {
        const now = last + step;
        const delay = notificationFetchDelay(last, now);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(500);
        if (step >= 0) expect(now + delay - last).toBeGreaterThanOrEqual(500);
      }),
    );
  });
});
