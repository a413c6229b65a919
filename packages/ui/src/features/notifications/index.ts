export type { NotificationDropdownProps } from './NotificationDropdown/NotificationDropdown.tsx';
export { NotificationDropdown } from './NotificationDropdown/NotificationDropdown.tsx';
export type { NotificationItemProps } from './NotificationItem/NotificationItem.tsx';
export { NotificationItem } from './NotificationItem/NotificationItem.tsx';
