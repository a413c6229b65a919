/** The canvas size and grid (the domain's DRAWING_CANVAS). */
export type CanvasGeometry = { width: number; height: number; gridStep: number };
