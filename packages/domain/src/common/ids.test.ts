import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wireIdArbitrary } from '../testing.ts';
import { toId, unwrapId } from './ids.ts';

describe('unwrapId', () => {
  it.each([
    ['spec: Entities and their fields: a plain id', 'abc', 'abc'],
    ['spec: Entities and their fields: an { $oid } object', { $oid: '64a1' }, '64a1'],
    ['spec: Entities and their fields: a number', 42, '42'],
    ['spec: Entities and their fields: an empty text is no id', '', undefined],
    ['spec: Entities and their fields: an empty $oid is no id', { $oid: '' }, undefined],
    ['spec: Entities and their fields: infinity is no id', Number.POSITIVE_INFINITY, undefined],
    ['spec: Entities and their fields: null is no id', null, undefined],
    ['spec: Entities and their fields: an object without $oid is no id', { id: 'x' }, undefined],
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
