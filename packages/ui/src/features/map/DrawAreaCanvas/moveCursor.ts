import type { CanvasGeometry } from './canvasGeometry.ts';

/** A keyboard cursor step: one grid cell with Shift, a fifth of it otherwise. */
export function cursorStep(geometry: CanvasGeometry, isLarge: boolean): number {
  return isLarge ? geometry.gridStep : geometry.gridStep / 5;
}

/** Moves the keyboard cursor by an arrow key, staying inside the canvas; undefined for other keys. */
export function moveCursor(
  cursor: { x: number; y: number },
  key: string,
  step: number,
  geometry: CanvasGeometry,
): { x: number; y: number } | undefined {
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = delta[key];
  if (!move) return undefined;
  return {
    x: Math.min(geometry.width, Math.max(0, cursor.x + move[0])),
    y: Math.min(geometry.height, Math.max(0, cursor.y + move[1])),
  };
}
