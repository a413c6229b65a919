export type { AppHeaderProps } from './AppHeader.tsx';
export { AppHeader } from './AppHeader.tsx';
