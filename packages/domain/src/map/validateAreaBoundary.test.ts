import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaBoundaryTexts } from './map.texts.ts';
import { validateAreaOutline, validateAreaPolygon } from './validateAreaBoundary.ts';

const outline = [
  { lat: -23.58, lng: -46.64 },
  { lat: -23.58, lng: -46.63 },
  { lat: -23.59, lng: -46.63 },
  { lat: -23.59, lng: -46.64 },
];

describe('validateAreaOutline (the boundary on the real map)', () => {
  it.each([
    ['spec: Validation rules: 2 points', outline.slice(0, 2), areaBoundaryTexts.tooFewPoints],
    ['no points', [], areaBoundaryTexts.tooFewPoints],
    ['a latitude past 90', [...outline.slice(0, 2), { lat: 91, lng: 0 }], areaBoundaryTexts.outOfRange],
    ['a longitude past -180', [...outline.slice(0, 2), { lat: 0, lng: -181 }], areaBoundaryTexts.outOfRange],
    ['not a number', [...outline.slice(0, 2), { lat: Number.NaN, lng: 0 }], areaBoundaryTexts.outOfRange],
    ['a bow tie', [outline[0], outline[2], outline[1], outline[3]], areaBoundaryTexts.selfCrossing],
  ])('refuses %s', (_name, points, reason) => {
    expect(validateAreaOutline(points as typeof outline)).toEqual({ ok: false, reason });
  });

  it('keeps a simple outline, only its latitude and longitude', () => {
    const sent = outline.map((point) => ({ ...point, extra: 1 }));
    expect(validateAreaOutline(sent)).toEqual({ ok: true, value: outline });
  });

  it('invariant: any triangle in range is accepted', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.tuple(point, point, point), (triangle) => {
        expect(validateAreaOutline(triangle).ok).toBe(true);
      }),
    );
  });
});

describe('validateAreaPolygon (the canvas drawing, spec: Validation rules)', () => {
  const square = [
    { x: 0.1, y: 0.1 },
    { x: 0.9, y: 0.1 },
    { x: 0.9, y: 0.9 },
    { x: 0.1, y: 0.9 },
  ];
  it.each([
    ['2 points', square.slice(0, 2), areaBoundaryTexts.tooFewPoints],
    ['a point outside 0..1', [...square.slice(0, 2), { x: 1.5, y: 0 }], areaBoundaryTexts.outsideCanvas],
    ['a bow tie', [square[0], square[2], square[1], square[3]], areaBoundaryTexts.selfCrossing],
  ])('refuses %s', (_name, points, reason) => {
    expect(validateAreaPolygon(points as typeof square)).toEqual({ ok: false, reason });
  });

  it('keeps a square', () => {
    expect(validateAreaPolygon(square)).toEqual({ ok: true, value: square });
  });
});
