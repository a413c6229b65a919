import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlace } from './formatPlace.ts';

describe('formatPlace (spec: Screens and routes: the area card shows city and state)', () => {
  it.each([
    ['São Paulo', 'SP', 'São Paulo - SP'],
    ['Curitiba', undefined, 'Curitiba'],
    [undefined, 'PR', 'PR'],
    [undefined, undefined, ''],
    ['', 'SP', 'SP'],
  ])('city %s and state %s read "%s"', (city, state, expected) => {
    expect(formatPlace(city, state)).toBe(expected);
  });

  it('invariant: both known parts appear, city first, joined by " - "', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (city, state) => {
        expect(formatPlace(city, state)).toBe(`${city} - ${state}`);
      }),
    );
  });

  it('invariant: with one part missing, the other is the whole text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (part) => {
        expect(formatPlace(part, undefined)).toBe(part);
        expect(formatPlace(undefined, part)).toBe(part);
      }),
    );
  });
});
