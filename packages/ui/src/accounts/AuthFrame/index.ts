export type { AuthFrameProps } from './AuthFrame.tsx';
export { AuthFrame } from './AuthFrame.tsx';
