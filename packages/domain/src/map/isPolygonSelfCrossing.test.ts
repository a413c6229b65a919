import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPolygonSelfCrossing } from './isPolygonSelfCrossing.ts';

const square = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

describe('isPolygonSelfCrossing', () => {
  it.each([
    ['a triangle never crosses', square.slice(0, 3), false],
    ['a square', square, false],
    ['a bow tie: the square with two corners swapped', [square[0], square[2], square[1], square[3]], true],
    [
      'a concave outline (an L)',
      [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
        { x: 2, y: 1 },
        { x: 1, y: 1 },
        { x: 1, y: 2 },
        { x: 0, y: 2 },
      ],
      false,
    ],
    [
      'a corner lying on another edge (touching)',
      [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
      ],
      true,
    ],
    [
      'three corners in a row (a straight corner)',
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 2, y: 1 },
        { x: 0, y: 1 },
      ],
      false,
    ],
    ['too few points to cross', [], false],
  ])('%s', (_name, points, crossing) => {
    expect(isPolygonSelfCrossing(points as { x: number; y: number }[])).toBe(crossing);
  });

  it('invariant: points in angular order around a centre inside them (a star-shaped outline) never cross', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 30 }),
        fc.array(fc.double({ min: 0.5, max: 10, noNaN: true }), { minLength: 30, maxLength: 30 }),
        (angles, radii) => {
          const sorted = [...angles].sort((a, b) => a - b);
          // The centre inside: no gap between neighbouring angles reaches half a turn.
          const gaps = sorted.map((angle, i) => (sorted[i + 1] ?? (sorted[0] ?? 0) + 360) - angle);
          fc.pre(Math.max(...gaps) < 180);
          const points = sorted.map((degrees, i) => {
            const radians = (degrees * Math.PI) / 180;
            const radius = radii[i] ?? 1;
            return { x: radius * Math.cos(radians), y: radius * Math.sin(radians) };
          });
          expect(isPolygonSelfCrossing(points)).toBe(false);
        },
      ),
    );
  });

  it('invariant: swapping two corners of a convex quadrilateral makes it cross', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 100, noNaN: true }), (size) => {
        const scaled = square.map(({ x, y }) => ({ x: x * size, y: y * size }));
        expect(isPolygonSelfCrossing([scaled[0], scaled[2], scaled[1], scaled[3]] as typeof scaled)).toBe(
          true,
        );
      }),
    );
  });
});
