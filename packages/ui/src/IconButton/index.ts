export type { IconButtonProps } from './IconButton.tsx';
export { IconButton } from './IconButton.tsx';
