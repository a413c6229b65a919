export type { BadgeProps } from './Badge.tsx';
export { Badge } from './Badge.tsx';
