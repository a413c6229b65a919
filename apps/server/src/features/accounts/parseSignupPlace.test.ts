import { describe, expect, it } from 'vitest';
import { accountsServerTexts } from './accounts.texts.ts';
import { parseCoordinate, parseNewArea } from './parseSignupPlace.ts';

describe('parseCoordinate', () => {
  it.each([
    ['', 90, undefined],
    ['  ', 90, undefined],
    ['-23.5', 90, -23.5],
    ['180', 180, 180],
  ])('reads %j within %d as %j', (value, limit, expected) => {
    expect(parseCoordinate(value, limit)).toBe(expected);
  });

  it.each([['91'], ['abc'], ['Infinity']])('refuses %j with the Portuguese text', (value) => {
    expect(() => parseCoordinate(value, 90)).toThrow(accountsServerTexts.coordinatesInvalid);
  });
});

describe('parseNewArea', () => {
  it('reads a proposal and defaults its type to neighborhood', () => {
    expect(parseNewArea('{"name":"Vila Nova","city":"São Paulo","state":"SP"}')).toEqual({
      area_type: 'neighborhood',
      name: 'Vila Nova',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it.each([
    ['not json'],
    ['null'],
    ['{"name":"","city":"São Paulo","state":"SP"}'],
    [`{"name":"${'x'.repeat(121)}","city":"São Paulo","state":"SP"}`],
    ['{"name":"A","city":"B","state":"SP","parent_area":5}'],
  ])('refuses %j', (value) => {
    expect(() => parseNewArea(value)).toThrow(accountsServerTexts.newAreaInvalid);
  });
});
