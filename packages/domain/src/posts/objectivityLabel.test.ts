import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ObjectivityLabel, objectivityBarTone, objectivityLabel } from './objectivityLabel.ts';

describe('objectivityLabel', () => {
  it.each<[string, number, ObjectivityLabel]>([
    ['doc 2 §9: 100 is excelente (success)', 100, { label: 'excelente', tone: 'success' }],
    ['doc 2 §9: 80 is excelente (success)', 80, { label: 'excelente', tone: 'success' }],
    ['doc 2 §9: 79 is moderada', 79, { label: 'moderada', tone: 'warning' }],
    ['doc 2 §9: 60 is moderada', 60, { label: 'moderada', tone: 'warning' }],
    ['doc 2 §9: 59 is baixa', 59, { label: 'baixa', tone: 'danger' }],
    ['doc 2 §9: 40 is baixa', 40, { label: 'baixa', tone: 'danger' }],
    ['doc 2 §9: 39 is muito baixa', 39, { label: 'muito baixa', tone: 'danger' }],
    ['doc 2 §9: 0 is muito baixa', 0, { label: 'muito baixa', tone: 'danger' }],
  ])('%s', (_name, score, expected) => {
    expect(objectivityLabel(score)).toEqual(expected);
  });

  it.each<[string, number, string]>([
    ['doc 2 §9: bar 80 or more is success', 80, 'success'],
    ['doc 2 §9: bar 79 is warning', 79, 'warning'],
    ['doc 2 §9: bar 40 is warning', 40, 'warning'],
    ['doc 2 §9: bar below 40 is danger', 39.9, 'danger'],
  ])('%s', (_name, score, expected) => {
    expect(objectivityBarTone(score)).toBe(expected);
  });

  it('invariant: a higher score never gets a lower band', () => {
    const order = ['muito baixa', 'baixa', 'moderada', 'excelente'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(objectivityLabel(high).label)).toBeGreaterThanOrEqual(
          order.indexOf(objectivityLabel(low).label),
        );
      }),
    );
  });
});
