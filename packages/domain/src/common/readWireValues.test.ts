import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecord, readName, readNumber, readText } from './readWireValues.ts';

describe('wire value readers', () => {
  it.each([
    ['spec: Entities and their fields: text', 'Vila', 'Vila'],
    ['spec: Entities and their fields: blank is absent', '  ', undefined],
    ['spec: Entities and their fields: null is absent', null, undefined],
    ['spec: Entities and their fields: a number is not text', 3, undefined],
  ])('readText: %s', (_name, value, text) => {
    expect(readText(value)).toBe(text);
  });

  it.each([
    ['spec: Entities and their fields: a number', -23.5, -23.5],
    ['spec: Entities and their fields: numeric text', '-46.6', -46.6],
    ['spec: Entities and their fields: blank text', ' ', undefined],
    ['spec: Entities and their fields: other text', 'norte', undefined],
    ['spec: Entities and their fields: NaN', Number.NaN, undefined],
    ['spec: Entities and their fields: null', null, undefined],
  ])('readNumber: %s', (_name, value, number) => {
    expect(readNumber(value)).toBe(number);
  });

  it.each([
    ['spec: Entities and their fields: city as text', 'São Paulo', 'São Paulo'],
    ['spec: Entities and their fields: city with name', { name: 'São Paulo' }, 'São Paulo'],
    ['spec: Entities and their fields: null', null, undefined],
    ['spec: Entities and their fields: absent', undefined, undefined],
  ])('readName: %s', (_name, value, name) => {
    expect(readName(value)).toBe(name);
  });

  it.each([
    [{}, true],
    [[], false],
    [null, false],
    ['x', false],
  ])('isRecord(%j) is %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });

  it('invariant: readNumber never yields a non-finite number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null)), (value) => {
        const number = readNumber(value);
        if (number !== undefined) expect(Number.isFinite(number)).toBe(true);
      }),
    );
  });
});
