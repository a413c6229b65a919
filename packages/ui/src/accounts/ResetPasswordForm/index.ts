export type { ResetPasswordFormProps } from './ResetPasswordForm.tsx';
export { ResetPasswordForm } from './ResetPasswordForm.tsx';
