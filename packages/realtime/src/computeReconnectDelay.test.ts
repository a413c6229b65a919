import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeReconnectDelay } from './computeReconnectDelay.ts';

describe('computeReconnectDelay (spec: Business constants and limits: reconnect delay 1000 ms)', () => {
  it.each([
    [0, 0.5, 1000],
    [0, 0.99, 1000],
    [1, 0, 1000],
    [1, 0.999, 1999],
    [2, 0, 2000],
    [2, 0.5, 3000],
    [3, 1, 8000],
    [10, 0, 15000],
    [10, 1, 30000],
    [1000, 0.5, 22500],
  ])('after %i failures with random %d waits %i ms', (failures, random, delay) => {
    expect(computeReconnectDelay(failures, random)).toBe(delay);
  });

  it('invariant: every delay lies between the first delay and the cap', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, random) => {
          const delay = computeReconnectDelay(failures, random);
          return delay >= 1000 && delay <= 30_000;
        },
      ),
    );
  });

  it('invariant: the longest possible wait never shrinks as failures go on', () => {
    fc.assert(
      fc.property(
        fc.nat(60),
        (failures) => computeReconnectDelay(failures + 1, 1) >= computeReconnectDelay(failures, 1),
      ),
    );
  });
});
