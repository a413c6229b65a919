import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPayloadId } from './readPayloadId.ts';

describe('readPayloadId', () => {
  it.each<[string, Parameters<typeof readPayloadId>[0], unknown, string | undefined]>([
    ['spec: States and transitions: a nested object with _id', { _id: 'p1' }, undefined, 'p1'],
    ['spec: States and transitions: a nested object with id', { id: 7 }, undefined, '7'],
    [
      'spec: States and transitions: a nested object without ids falls back to the plain field',
      {},
      'p2',
      'p2',
    ],
    ['spec: Entities and their fields: a nested { $oid } is the id itself', { $oid: 'p3' }, undefined, 'p3'],
    ['spec: States and transitions: a plain id', 'p4', undefined, 'p4'],
    ['spec: States and transitions: only the plain *_id field', null, { $oid: 'p5' }, 'p5'],
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
