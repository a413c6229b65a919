export { Popover } from './Popover.tsx';
