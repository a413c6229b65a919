export type { ConfirmDialogProps } from './AlertDialog.tsx';
export { AlertDialog, ConfirmDialog } from './AlertDialog.tsx';
