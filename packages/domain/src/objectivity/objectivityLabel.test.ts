import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ObjectivityLabel, objectivityBarTone, objectivityLabel } from './objectivityLabel.ts';

describe('objectivityLabel', () => {
  it.each<[string, number, ObjectivityLabel]>([
    [
      'spec: Business constants and limits: 100 is excelente (success)',
      100,
      { label: 'excelente', tone: 'success' },
    ],
    [
      'spec: Business constants and limits: 80 is excelente (success)',
      80,
      { label: 'excelente', tone: 'success' },
    ],
    ['spec: Business constants and limits: 79 is moderada', 79, { label: 'moderada', tone: 'warning' }],
    ['spec: Business constants and limits: 60 is moderada', 60, { label: 'moderada', tone: 'warning' }],
    ['spec: Business constants and limits: 59 is baixa', 59, { label: 'baixa', tone: 'danger' }],
    ['spec: Business constants and limits: 40 is baixa', 40, { label: 'baixa', tone: 'danger' }],
    ['spec: Business constants and limits: 39 is muito baixa', 39, { label: 'muito baixa', tone: 'danger' }],
    ['spec: Business constants and limits: 0 is muito baixa', 0, { label: 'muito baixa', tone: 'danger' }],
  ])('%s', (_name, score, expected) => {
    expect(objectivityLabel(score)).toEqual(expected);
  });

  it.each<[string, number, string]>([
    ['spec: Business constants and limits: bar 80 or more is success', 80, 'success'],
    ['spec: Business constants and limits: bar 79 is warning', 79, 'warning'],
    ['spec: Business constants and limits: bar 40 is warning', 40, 'warning'],
    ['spec: Business constants and limits: bar below 40 is danger', 39.9, 'danger'],
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
