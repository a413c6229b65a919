import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pollPercentages } from './pollPercentages.ts';

describe('pollPercentages', () => {
  it.each<[string, number[], number[]]>([
    ['spec: States and transitions: no votes: all 0', [0, 0, 0], [0, 0, 0]],
    [
      'spec: States and transitions: thirds add up to 100, the earlier option takes the spare point',
      [1, 1, 1],
      [34, 33, 33],
    ],
    ['spec: States and transitions: exact halves', [2, 2], [50, 50]],
    ['spec: States and transitions: the largest remainder gets the spare point', [2, 1, 4], [29, 14, 57]],
    ['spec: States and transitions: one option with every vote', [0, 5, 0], [0, 100, 0]],
    ['a negative or broken count counts as 0', [-3, Number.NaN, 2], [0, 0, 100]],
    ['no options', [], []],
  ])('%s', (_name, counts, expected) => {
    expect(pollPercentages(counts)).toEqual(expected);
  });

  it('invariant: percentages sum to 100 when anyone voted, else all are 0', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 2, maxLength: 5 }), (counts) => {
        const percents = pollPercentages(counts);
        const total = counts.reduce((a, b) => a + b, 0);
        expect(percents.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : 100);
      }),
    );
  });

  it('invariant: each percentage is within one point of the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 2, maxLength: 5 }), (counts) => {
        const total = counts.reduce((a, b) => a + b, 0);
        pollPercentages(counts).forEach((percent, i) => {
          const exact = total === 0 ? 0 : ((counts[i] as number) * 100) / total;
          expect(Math.abs(percent - exact)).toBeLessThan(1);
        });
      }),
    );
  });
});
