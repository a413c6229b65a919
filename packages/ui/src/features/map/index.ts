export type { DrawAreaCanvasProps } from './DrawAreaCanvas/DrawAreaCanvas.tsx';
export { DrawAreaCanvas } from './DrawAreaCanvas/DrawAreaCanvas.tsx';
