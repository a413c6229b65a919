import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './loginThrottle.ts';

describe('createLoginThrottle (429 after repeated failures)', () => {
  it.each([
    [4, false],
    [5, true],
    [9, true],
  ])('%i failures within the window → blocked %s', (failures, blocked) => {
    const throttle = createLoginThrottle({ limit: 5, windowMs: 60_000 });
    for (let index = 0; index < failures; index += 1) throttle.recordFailure('maria', index * 1000);
    expect(throttle.isBlocked('maria', 10_000)).toBe(blocked);
    expect(throttle.isBlocked('joao', 10_000)).toBe(false);
  });

  it('failures older than the window no longer count; reset clears at once', () => {
    const throttle = createLoginThrottle({ limit: 2, windowMs: 60_000 });
    throttle.recordFailure('maria', 0);
    throttle.recordFailure('maria', 1);
    expect(throttle.isBlocked('maria', 59_999)).toBe(true);
    expect(throttle.isBlocked('maria', 60_001)).toBe(false);
    throttle.recordFailure('maria', 70_000);
    throttle.recordFailure('maria', 70_001);
    throttle.reset('maria');
    expect(throttle.isBlocked('maria', 70_002)).toBe(false);
  });

  it('invariant: fewer failures than the limit never block', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { maxLength: 4 }), (times) => {
        const throttle = createLoginThrottle({ limit: 5, windowMs: 60_000 });
        for (const time of times) throttle.recordFailure('k', time);
        return !throttle.isBlocked('k', 1_000_000);
      }),
    );
  });
});
