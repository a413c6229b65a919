export type { IconName, IconProps } from './Icon.tsx';
export { Icon } from './Icon.tsx';
