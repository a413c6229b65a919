export type { EmailSettingsProps } from './EmailSettings/EmailSettings.tsx';
export { EmailSettings } from './EmailSettings/EmailSettings.tsx';
export type { NotificationDropdownProps } from './NotificationDropdown/NotificationDropdown.tsx';
export { NotificationDropdown } from './NotificationDropdown/NotificationDropdown.tsx';
export type { NotificationItemProps } from './NotificationItem/NotificationItem.tsx';
export { NotificationItem } from './NotificationItem/NotificationItem.tsx';
export type { PushSettingsProps, PushSettingsStatus } from './PushSettings/PushSettings.tsx';
export { PushSettings } from './PushSettings/PushSettings.tsx';
