// Stories hand the bell the list state and a moment; the app computes the view the same way.
import { type NotificationsState, notificationBellView } from '@vizinhos/domain';
import { NotificationDropdown, type NotificationDropdownProps } from './NotificationDropdown.tsx';

/** Props of the story wrapper: the list state and the moment times are measured from. */
export type NotificationDropdownStoryProps = Omit<NotificationDropdownProps, 'view'> & {
  notifications: NotificationsState;
  now: Date;
};

/** NotificationDropdown fed through domain's notificationBellView. */
export function NotificationDropdownStory({ notifications, now, ...rest }: NotificationDropdownStoryProps) {
  return <NotificationDropdown view={notificationBellView(notifications, now)} {...rest} />;
}
