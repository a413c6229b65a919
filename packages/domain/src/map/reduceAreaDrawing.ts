import { assertNever } from '../common/index.ts';
import type { CanvasPoint } from './areaPolygon.ts';

/**
 * The drawing dialog's state (spec: Screens and routes): whether clicks draw, and the points so far:
 * canvas pixels, or latitude and longitude when drawing on the real map (beyond the spec).
 */
export type AreaDrawingState<P = CanvasPoint> = { isDrawing: boolean; points: P[] };

/** What the user did in the drawing dialog. */
export type AreaDrawingAction<P = CanvasPoint> =
  | { type: 'toggleDrawing' }
  | { type: 'click'; point: P }
  | { type: 'undo' }
  | { type: 'clear' };

/** The dialog when it opens: not drawing, no points. */
export const initialAreaDrawing: AreaDrawingState = { isDrawing: false, points: [] };

/** Applies one drawing action (spec: Screens and routes): clicks add points only while drawing; undo; clear. */
export function reduceAreaDrawing<P>(
  state: AreaDrawingState<P>,
  action: AreaDrawingAction<P>,
): AreaDrawingState<P> {
  switch (action.type) {
    case 'toggleDrawing':
      return { ...state, isDrawing: !state.isDrawing };
    case 'click':
      return state.isDrawing ? { ...state, points: [...state.points, action.point] } : state;
    case 'undo':
      return { ...state, points: state.points.slice(0, -1) };
    case 'clear':
      return { ...state, points: [] };
    default:
      return assertNever(action, 'area drawing action');
  }
}
