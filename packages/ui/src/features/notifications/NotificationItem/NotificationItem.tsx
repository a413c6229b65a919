import type { NotificationId, NotificationRow, PostId } from '@vizinhos/domain';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { notificationsTexts } from '../notifications.texts.ts';
import * as styles from './NotificationItem.css.ts';

/** Props of NotificationItem. */
export type NotificationItemProps = {
  /** The notification with its relative time already worded. */
  notification: NotificationRow;
  /** A click: open /posts/{postId} and mark this notification read. */
  onOpenPost: (request: { postId: PostId; notificationId: NotificationId }) => void;
};

/** One row: unread dot, title, content and relative time; a button when it points to a post. */
export function NotificationItem({ notification, onOpenPost }: NotificationItemProps) {
  const unread = !notification.seen;
  const body = (
    <>
      <span className={styles.dot} data-unread={unread} aria-hidden="true" />
      <Stack gap="xxs" asChild>
        <span className={styles.itemBody}>
          {unread ? <VisuallyHidden>{`${notificationsTexts.unread}: `}</VisuallyHidden> : null}
          <span className={styles.itemTitle}>{notification.title}</span>
          <span className={styles.itemContent}>{notification.content}</span>
          <time className={styles.itemTime} dateTime={notification.createdAt}>
            {notification.timeLabel}
          </time>
        </span>
      </Stack>
    </>
  );
  const { postId } = notification;
  // spec: Screens and routes: a notification without a post id does nothing on click, so it is no button.
  return postId === undefined ? (
    <Inline align="stretch" wrap={false} className={styles.root} data-unread={unread}>
      {body}
    </Inline>
  ) : (
    <Inline align="stretch" wrap={false} asChild>
      <button
        type="button"
        className={styles.root}
        data-unread={unread}
        onClick={() => onOpenPost({ postId, notificationId: notification.id })}
      >
        {body}
      </button>
    </Inline>
  );
}
