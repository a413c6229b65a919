export type { ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';
export { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
