import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AreaDrawingAction,
  type AreaDrawingState,
  initialAreaDrawing,
  reduceAreaDrawing,
} from './reduceAreaDrawing.ts';

const p = { x: 10, y: 20 };
const drawing: AreaDrawingState = { isDrawing: true, points: [p, p] };

describe('reduceAreaDrawing', () => {
  it.each<[string, AreaDrawingState, AreaDrawingAction, AreaDrawingState]>([
    [
      'spec: Screens and routes: Start Drawing',
      initialAreaDrawing,
      { type: 'toggleDrawing' },
      { isDrawing: true, points: [] },
    ],
    [
      'spec: Screens and routes: a click while drawing adds a point',
      drawing,
      { type: 'click', point: p },
      { isDrawing: true, points: [p, p, p] },
    ],
    [
      'spec: Screens and routes: a click while not drawing adds nothing',
      initialAreaDrawing,
      { type: 'click', point: p },
      initialAreaDrawing,
    ],
    [
      'spec: Screens and routes: Undo removes the last point',
      drawing,
      { type: 'undo' },
      { isDrawing: true, points: [p] },
    ],
    [
      'spec: Screens and routes: Undo with no point',
      initialAreaDrawing,
      { type: 'undo' },
      initialAreaDrawing,
    ],
    [
      'spec: Screens and routes: Clear removes all points',
      drawing,
      { type: 'clear' },
      { isDrawing: true, points: [] },
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(reduceAreaDrawing(state, action)).toEqual(expected);
  });

  it('throws on an unknown action (a bug)', () => {
    expect(() => reduceAreaDrawing(initialAreaDrawing, { type: 'zoom' } as never)).toThrow();
  });

  it('invariant: the point count never exceeds the clicks made while drawing', () => {
    const action = fc.constantFrom<AreaDrawingAction>(
      { type: 'toggleDrawing' },
      { type: 'click', point: p },
      { type: 'undo' },
      { type: 'clear' },
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const state = actions.reduce(reduceAreaDrawing, initialAreaDrawing);
        expect(state.points.length).toBeLessThanOrEqual(actions.filter((a) => a.type === 'click').length);
      }),
    );
  });
});
