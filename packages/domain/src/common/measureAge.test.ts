import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureAge, parseMoment } from './measureAge.ts';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');

describe('measureAge', () => {
  it.each([
    [
      'spec: Business constants and limits: 59 s is 0 minutes',
      NOW - 59_000,
      { minutes: 0, hours: 0, days: 0 },
    ],
    [
      'spec: Business constants and limits: 90 min is 1 hour',
      NOW - 90 * 60_000,
      { minutes: 90, hours: 1, days: 0 },
    ],
    [
      'spec: Business constants and limits: 49 h is 2 days',
      NOW - 49 * 3_600_000,
      { minutes: 2940, hours: 49, days: 2 },
    ],
    [
      'spec: Business constants and limits: a future moment counts as zero',
      NOW + 3_600_000,
      { minutes: 0, hours: 0, days: 0 },
    ],
  ])('%s', (_name, then, expected) => {
    expect(measureAge(NOW, then)).toMatchObject(expected);
  });

  it.each([
    ['an unreadable text', 'ontem'],
    ['a moment beyond the Date range', 9e15],
  ])('spec: Error catalogue: %s has no age', (_name, then) => {
    expect(measureAge(NOW, then)).toBeUndefined();
    expect(parseMoment(then)).toBeUndefined();
  });

  it('has no age when now itself is unreadable', () => {
    expect(measureAge(Number.NaN, NOW)).toBeUndefined();
  });

  it('invariant: minutes ≥ 60 × hours ≥ 1440 × days, and none is negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (offset) => {
        const age = measureAge(NOW, NOW - offset);
        expect(age).toBeDefined();
        const { minutes, hours, days } = age!;
        expect(days).toBeGreaterThanOrEqual(0);
        expect(hours).toBeGreaterThanOrEqual(days * 24);
        expect(minutes).toBeGreaterThanOrEqual(hours * 60);
        expect(minutes).toBeLessThan((hours + 1) * 60);
      }),
    );
  });
});
