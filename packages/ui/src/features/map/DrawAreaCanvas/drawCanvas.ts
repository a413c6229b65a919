import type { CanvasPoint } from '@vizinhos/domain';
import type { CanvasGeometry } from './canvasGeometry.ts';
import { drawMapBackdrop, type MapBackdropColors } from './drawMapBackdrop.ts';

/** Colours the canvas draws with, read from the theme's CSS variables. */
export type CanvasColors = MapBackdropColors & {
  grid: string;
  line: string;
  fill: string;
  point: string;
  label: string;
  cursor: string;
};

/** The font of the points' numbers. */
export const POINT_LABEL_FONT = '600 12px "Inter Variable", sans-serif';

/** Paints the soft map, the grid, the polygon so far, its numbered points and the keyboard cursor. */
export function drawCanvas(
  context: CanvasRenderingContext2D,
  geometry: CanvasGeometry,
  points: readonly CanvasPoint[],
  cursor: CanvasPoint | undefined,
  colors: CanvasColors,
): void {
  const { width, height, gridStep } = geometry;
  drawMapBackdrop(context, geometry, colors);
  context.lineWidth = 1;
  context.strokeStyle = colors.grid;
  context.beginPath();
  for (let x = gridStep; x < width; x += gridStep) {
    context.moveTo(x + 0.5, 0);
    context.lineTo(x + 0.5, height);
  }
  for (let y = gridStep; y < height; y += gridStep) {
    context.moveTo(0, y + 0.5);
    context.lineTo(width, y + 0.5);
  }
  context.stroke();

  if (points.length > 0) {
    context.beginPath();
    for (const [index, point] of points.entries()) {
      if (index === 0) context.moveTo(point.x, point.y);
      else context.lineTo(point.x, point.y);
    }
    if (points.length >= 3) {
      context.closePath();
      context.fillStyle = colors.fill;
      context.fill();
    }
    context.lineWidth = 2;
    context.strokeStyle = colors.line;
    context.stroke();
  }

  context.font = POINT_LABEL_FONT;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  points.forEach((point, index) => {
    context.beginPath();
    context.arc(point.x, point.y, 10, 0, Math.PI * 2);
    context.fillStyle = colors.point;
    context.fill();
    context.fillStyle = colors.label;
    context.fillText(String(index + 1), point.x, point.y + 0.5);
  });

  if (cursor) {
    context.lineWidth = 2;
    context.strokeStyle = colors.cursor;
    context.beginPath();
    context.moveTo(cursor.x - 12, cursor.y);
    context.lineTo(cursor.x + 12, cursor.y);
    context.moveTo(cursor.x, cursor.y - 12);
    context.lineTo(cursor.x, cursor.y + 12);
    context.stroke();
  }
}
