import type { CanvasGeometry } from './canvasGeometry.ts';

/** The soft map's colours, read from the theme (canvasLand, canvasWater, canvasPark, canvasStreet). */
export type MapBackdropColors = { land: string; water: string; park: string; street: string };

// A made-up neighbourhood in a 800 × 600 design space, scaled to the canvas: it only hints "map" so
// the resident is not drawing on a blank page; it locates nothing (the area's real place is its
// city, spec: Screens and routes). Muted colours keep the outline and points the strongest marks.
const DESIGN = { width: 800, height: 600 };
const streets: ReadonlyArray<readonly [number, number, number, number, number]> = [
  // x1, y1, x2, y2, width
  [0, 210, 800, 170, 14],
  [0, 440, 800, 470, 10],
  [260, 0, 300, 600, 12],
  [560, 0, 520, 600, 10],
  [0, 330, 260, 320, 6],
  [300, 320, 540, 330, 6],
  [640, 0, 700, 170, 6],
];

/** Paints the soft map: land, a river, a park and a few streets. */
export function drawMapBackdrop(
  context: CanvasRenderingContext2D,
  { width, height }: CanvasGeometry,
  colors: MapBackdropColors,
): void {
  context.save();
  context.scale(width / DESIGN.width, height / DESIGN.height);
  context.fillStyle = colors.land;
  context.fillRect(0, 0, DESIGN.width, DESIGN.height);

  context.fillStyle = colors.park;
  context.beginPath();
  context.roundRect(330, 230, 170, 75, 18);
  context.roundRect(40, 40, 180, 140, 24);
  context.fill();

  context.strokeStyle = colors.water;
  context.lineCap = 'round';
  context.lineWidth = 34;
  context.beginPath();
  context.moveTo(-20, 560);
  context.bezierCurveTo(180, 500, 320, 610, 480, 540);
  context.bezierCurveTo(620, 480, 700, 540, 820, 500);
  context.stroke();

  context.strokeStyle = colors.street;
  for (const [x1, y1, x2, y2, lineWidth] of streets) {
    context.lineWidth = lineWidth;
    context.beginPath();
    context.moveTo(x1, y1);
    context.lineTo(x2, y2);
    context.stroke();
  }
  context.restore();
}
