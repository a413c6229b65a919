export { DropdownMenu } from './DropdownMenu.tsx';
