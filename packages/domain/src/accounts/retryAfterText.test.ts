import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryAfterText } from './retryAfterText.ts';

describe('retryAfterText (spec: Error catalogue, login 429, with Retry-After)', () => {
  it.each<[number | undefined, string]>([
    [undefined, ''],
    [0, ''],
    [-5, ''],
    [Number.NaN, ''],
    [1, 'Tente de novo em 1 minuto.'],
    [60, 'Tente de novo em 1 minuto.'],
    [61, 'Tente de novo em 2 minutos.'],
    [240, 'Tente de novo em 4 minutos.'],
    [3540, 'Tente de novo em 59 minutos.'],
    [3541, 'Tente de novo em 1 hora.'],
    [3600, 'Tente de novo em 1 hora.'],
    [3601, 'Tente de novo em 2 horas.'],
  ])('%s s → %j', (seconds, text) => {
    expect(retryAfterText(seconds)).toBe(text);
  });

  it('invariant: the minutes named are never fewer than the seconds to wait', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3540 }), (seconds) => {
        const minutes = Number(/em (\d+) minuto/.exec(retryAfterText(seconds))?.[1]);
        expect(minutes * 60).toBeGreaterThanOrEqual(seconds);
        expect((minutes - 1) * 60).toBeLessThan(seconds);
      }),
    );
  });
});

describe('parseRetryAfter', () => {
  it.each<[string | null | undefined, number | undefined]>([
    ['240', 240],
    [' 5 ', 5],
    ['0', 0],
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
    ['Wed, 21 Oct 2026 07:28:00 GMT', undefined],
    ['-3', undefined],
  ])('%j → %j', (header, seconds) => {
    expect(parseRetryAfter(header)).toBe(seconds);
  });
});
