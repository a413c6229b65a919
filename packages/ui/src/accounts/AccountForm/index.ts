export type { AccountFormProps } from './AccountForm.tsx';
export { AccountForm } from './AccountForm.tsx';
