import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wireIdArbitrary } from '../testing.ts';
import { toId, unwrapId } from './ids.ts';

describe('unwrapId', () => {
  it.each([
    ['doc 1 §3: a plain id', 'abc', 'abc'],
    ['doc 1 §3: an { $oid } object', { $oid: '64a1' }, '64a1'],
    ['doc 1 §3: a number', 42, '42'],
    ['doc 1 §3: an empty text is no id', '', undefined],
    ['doc 1 §3: an empty $oid is no id', { $oid: '' }, undefined],
    ['doc 1 §3: infinity is no id', Number.POSITIVE_INFINITY, undefined],
    ['doc 1 §3: null is no id', null, undefined],
    ['doc 1 §3: an object without $oid is no id', { id: 'x' }, undefined],
  ])('%s', (_name, wire, id) => {
    expect(unwrapId(wire)).toBe(id);
    expect(toId<'User'>(wire)).toBe(id);
  });

  it('invariant: unwrapping twice changes nothing', () => {
    fc.assert(
      fc.property(wireIdArbitrary, (wire) => {
        const once = unwrapId(wire);
        expect(unwrapId(once)).toBe(once);
      }),
    );
  });

  it('invariant: a wrapped id and its plain text unwrap alike', () => {
    fc.assert(
      fc.property(fc.string(), ($oid) => {
        expect(unwrapId({ $oid })).toBe(unwrapId($oid));
      }),
    );
  });
});
