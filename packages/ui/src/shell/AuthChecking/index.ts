export type { AuthCheckingProps } from './AuthChecking.tsx';
export { AuthChecking } from './AuthChecking.tsx';
