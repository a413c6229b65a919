import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPayloadId } from './readPayloadId.ts';

describe('readPayloadId', () => {
  it.each<[string, Parameters<typeof readPayloadId>[0], unknown, string | undefined]>([
    ['doc 2 §4: a nested object with _id', { _id: 'p1' }, undefined, 'p1'],
    ['doc 2 §4: a nested object with id', { id: 7 }, undefined, '7'],
    ['doc 2 §4: a nested object without ids falls back to the plain field', {}, 'p2', 'p2'],
    ['doc 2 §3: a nested { $oid } is the id itself', { $oid: 'p3' }, undefined, 'p3'],
    ['doc 2 §4: a plain id', 'p4', undefined, 'p4'],
    ['doc 2 §4: only the plain *_id field', null, { $oid: 'p5' }, 'p5'],
    ['nothing at all', undefined, undefined, undefined],
  ])('%s', (_name, nested, plain, expected) => {
    expect(readPayloadId(nested, plain)).toBe(expected);
  });

  it('invariant: the nested id wins over the plain field whenever it holds one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        expect(readPayloadId({ _id: a }, b)).toBe(a);
        expect(readPayloadId({ $oid: a }, b)).toBe(a);
      }),
    );
  });
});
