export type { DialogContentProps } from './Dialog.tsx';
export { Dialog } from './Dialog.tsx';
