// Stories hand a row its notification and a moment; the app words the time the same way.
import { formatNotificationTime, type Notification } from '@vizinhos/domain';
import { NotificationItem, type NotificationItemProps } from './NotificationItem.tsx';

/** Props of the story wrapper: a notification and the moment its time is measured from. */
export type NotificationItemStoryProps = Omit<NotificationItemProps, 'notification'> & {
  notification: Notification;
  now: Date;
};

/** NotificationItem with its time worded by domain's formatNotificationTime. */
export function NotificationItemStory({ notification, now, ...rest }: NotificationItemStoryProps) {
  return (
    <NotificationItem
      notification={{ ...notification, timeLabel: formatNotificationTime(now, notification.createdAt) }}
      {...rest}
    />
  );
}
