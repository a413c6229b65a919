export type { NotificationDropdownProps } from './NotificationDropdown.tsx';
export { NotificationDropdown } from './NotificationDropdown.tsx';
