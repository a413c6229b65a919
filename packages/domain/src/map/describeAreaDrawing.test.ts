import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPolygonStatus, formatSaveAreaLabel } from './areaPolygon.ts';
import { describeAreaDrawing } from './describeAreaDrawing.ts';
import { isPolygonSelfCrossing } from './isPolygonSelfCrossing.ts';
import { areaBoundaryTexts } from './map.texts.ts';

const square = [
  { x: 100, y: 100 },
  { x: 300, y: 100 },
  { x: 300, y: 300 },
  { x: 100, y: 300 },
];
// The same corners in another order: the sides cross (a bow tie).
const bowTie = [square[0], square[2], square[1], square[3]] as typeof square;

describe('describeAreaDrawing', () => {
  it.each([
    [
      'spec: too few points: the count and "Need at least 3 points", nothing to save',
      square.slice(0, 2),
      false,
      false,
    ],
    ['spec: a square: the count and "Valid", saved', square, true, false],
    ['sides that cross: said so, and not offered for saving', bowTie, false, true],
  ])('%s', (_name, points, saves, crosses) => {
    const view = describeAreaDrawing(points);
    expect(view.isSelfCrossing).toBe(crosses);
    expect(view.area !== undefined).toBe(saves);
    expect(view.saveLabel).toBe(formatSaveAreaLabel(points.length));
    expect(view.statusLabel).toBe(
      crosses ? areaBoundaryTexts.selfCrossing : formatPolygonStatus(points.length),
    );
  });

  it('invariant: an area is offered for saving only with 3 points or more and sides that do not cross', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 800 }), y: fc.integer({ min: 0, max: 600 }) });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 7 }), (points) => {
        const offered = describeAreaDrawing(points).area !== undefined;
        return offered === (points.length >= 3 && !isPolygonSelfCrossing(points));
      }),
    );
  });
});
