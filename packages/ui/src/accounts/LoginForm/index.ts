export type { LoginFormProps } from './LoginForm.tsx';
export { LoginForm } from './LoginForm.tsx';
