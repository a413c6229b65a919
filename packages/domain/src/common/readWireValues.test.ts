import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecord, readName, readNumber, readText } from './readWireValues.ts';

describe('wire value readers', () => {
  it.each([
    ['doc 1 §3: text', 'Vila', 'Vila'],
    ['doc 1 §3: blank is absent', '  ', undefined],
    ['doc 1 §3: null is absent', null, undefined],
    ['doc 1 §3: a number is not text', 3, undefined],
  ])('readText: %s', (_name, value, text) => {
    expect(readText(value)).toBe(text);
  });

  it.each([
    ['doc 1 §3: a number', -23.5, -23.5],
    ['doc 1 §3: numeric text', '-46.6', -46.6],
    ['doc 1 §3: blank text', ' ', undefined],
    ['doc 1 §3: other text', 'norte', undefined],
    ['doc 1 §3: NaN', Number.NaN, undefined],
    ['doc 1 §3: null', null, undefined],
  ])('readNumber: %s', (_name, value, number) => {
    expect(readNumber(value)).toBe(number);
  });

  it.each([
    ['doc 1 §3: city as text', 'São Paulo', 'São Paulo'],
    ['doc 1 §3: city with name', { name: 'São Paulo' }, 'São Paulo'],
    ['doc 1 §3: null', null, undefined],
    ['doc 1 §3: absent', undefined, undefined],
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
