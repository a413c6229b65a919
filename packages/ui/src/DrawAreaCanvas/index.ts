export type { DrawAreaCanvasProps } from './DrawAreaCanvas.tsx';
export { DrawAreaCanvas } from './DrawAreaCanvas.tsx';
