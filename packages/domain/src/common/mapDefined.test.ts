import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapDefined } from './mapDefined.ts';

const readEven = (n: number) => (n % 2 === 0 ? n * 10 : undefined);

describe('mapDefined', () => {
  it.each<[string, readonly number[] | null | undefined, number[]]>([
    ['spec: Entities and their fields: items without an id are dropped, order kept', [1, 2, 3, 4], [20, 40]],
    ['spec: Entities and their fields: a null list reads as empty', null, []],
    ['spec: Entities and their fields: a missing list reads as empty', undefined, []],
    ['every item rejected gives an empty list', [1, 3], []],
  ])('%s', (_name, items, expected) => {
    expect(mapDefined(items, readEven)).toEqual(expected);
  });

  it('invariant: never longer than the input, and never holds undefined', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        const values = mapDefined(items, readEven);
        return values.length <= items.length && values.every((value) => value !== undefined);
      }),
    );
  });
});
