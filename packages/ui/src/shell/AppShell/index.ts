export type { AppShellProps } from './AppShell.tsx';
export { AppShell } from './AppShell.tsx';
