import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cursorStep, moveCursor } from './moveCursor.ts';

// The keyboard way to place points (the accessible half of spec: Screens and routes's drawing canvas): stories show
// a few key presses; these cover the edges and every key.
const canvas = { width: 800, height: 600, gridStep: 50 };

describe('moveCursor', () => {
  it.each([
    ['ArrowRight moves right', 'ArrowRight', { x: 410, y: 300 }],
    ['ArrowLeft moves left', 'ArrowLeft', { x: 390, y: 300 }],
    ['ArrowUp moves up', 'ArrowUp', { x: 400, y: 290 }],
    ['ArrowDown moves down', 'ArrowDown', { x: 400, y: 310 }],
  ])('%s', (_name, key, expected) => {
    expect(moveCursor({ x: 400, y: 300 }, key, 10, canvas)).toEqual(expected);
  });

  it('other keys are not moves', () => {
    expect(moveCursor({ x: 400, y: 300 }, 'a', 10, canvas)).toBeUndefined();
  });

  it.each([
    ['left edge', { x: 5, y: 300 }, 'ArrowLeft', { x: 0, y: 300 }],
    ['right edge', { x: 795, y: 300 }, 'ArrowRight', { x: 800, y: 300 }],
    ['top edge', { x: 400, y: 0 }, 'ArrowUp', { x: 400, y: 0 }],
    ['bottom edge', { x: 400, y: 598 }, 'ArrowDown', { x: 400, y: 600 }],
  ])(
    'spec: Business constants and limits: the cursor stops at the %s of the 800 × 600 canvas',
    (_name, from, key, expected) => {
      expect(moveCursor(from, key, 10, canvas)).toEqual(expected);
    },
  );

  it('Shift moves one grid cell (50), otherwise a fifth of it', () => {
    expect(cursorStep(canvas, true)).toBe(50);
    expect(cursorStep(canvas, false)).toBe(10);
  });

  it('invariant: the cursor never leaves the canvas', () => {
    const key = fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.boolean()), { maxLength: 200 }), (presses) => {
        let cursor = { x: 400, y: 300 };
        for (const [pressed, large] of presses) {
          cursor = moveCursor(cursor, pressed, cursorStep(canvas, large), canvas) ?? cursor;
          expect(cursor.x).toBeGreaterThanOrEqual(0);
          expect(cursor.x).toBeLessThanOrEqual(800);
          expect(cursor.y).toBeGreaterThanOrEqual(0);
          expect(cursor.y).toBeLessThanOrEqual(600);
        }
      }),
    );
  });
});
