export { Tooltip } from './Tooltip.tsx';
