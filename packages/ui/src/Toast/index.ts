export type { ToastProviderProps, ToastRootProps } from './Toast.tsx';
export { Toast } from './Toast.tsx';
