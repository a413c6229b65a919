import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeAreaOutline } from './describeAreaOutline.ts';
import { areaBoundaryTexts } from './map.texts.ts';

const square = [
  { lat: -23.55, lng: -46.64 },
  { lat: -23.55, lng: -46.63 },
  { lat: -23.56, lng: -46.63 },
  { lat: -23.56, lng: -46.64 },
];
const bowTie = [square[0], square[2], square[1], square[3]] as typeof square;

describe('describeAreaOutline', () => {
  it.each<[string, { lat: number; lng: number }[], string, boolean]>([
    [
      'spec: too few points: the count and "Need at least 3 points"',
      square.slice(0, 2),
      '2 pontos - São necessários pelo menos 3 pontos',
      false,
    ],
    ['spec: a square: "Valid", saved', square, '4 pontos - Válido', true],
    ['sides that cross: the reason, not saved', bowTie, areaBoundaryTexts.selfCrossing, false],
    [
      'a point off the globe: the reason, not saved',
      [...square.slice(0, 2), { lat: 95, lng: 0 }],
      areaBoundaryTexts.outOfRange,
      false,
    ],
  ])('%s', (_name, points, status, saves) => {
    const view = describeAreaOutline(points);
    expect(view.statusLabel).toBe(status);
    expect(view.saveLabel).toBe(`Salvar área (${points.length} pontos)`);
    expect(view.outline !== undefined).toBe(saves);
  });

  it('an outline offered for saving has at least 3 points, as many as drawn', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90 }),
      lng: fc.double({ min: -180, max: 180 }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 8 }), (points) => {
        const { outline } = describeAreaOutline(points);
        if (outline) expect(outline).toHaveLength(points.length);
        if (points.length < 3) expect(outline).toBeUndefined();
      }),
    );
  });
});
