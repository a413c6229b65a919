import type { NotificationBellView, NotificationId, PostId } from '@vizinhos/domain';
import { type ReactElement, useId } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Popover } from '../../../primitives/Popover/Popover.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { NotificationItem } from '../NotificationItem/NotificationItem.tsx';
import { notificationsTexts } from '../notifications.texts.ts';
import * as styles from './NotificationDropdown.css.ts';

/** Props of NotificationPanel: NotificationDropdown's state and callbacks, its bell and count. */
export type NotificationPanelProps = {
  view: NotificationBellView;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** The bell button, the popover's trigger. */
  trigger: ReactElement;
  onOpenPost?: ((request: { postId: PostId; notificationId: NotificationId }) => void) | undefined;
  hasLoadFailed: boolean;
  onRetry?: (() => void) | undefined;
  onMarkAllRead?: (() => void) | undefined;
};

/**
 * The bell's panel (Radix Popover, with its popper): a chunk of its own, loaded when the pointer or
 * focus comes to the bell (NotificationDropdown), so the first screen does not carry it.
 */
export function NotificationPanel({
  view,
  isOpen,
  setOpen,
  trigger,
  onOpenPost,
  hasLoadFailed,
  onRetry,
  onMarkAllRead,
}: NotificationPanelProps) {
  const titleId = useId();
  const { rows, footer, unreadCount: unread } = view;
  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Content align="end" aria-labelledby={titleId} className={styles.panel}>
        <Inline gap="none" justify="between" wrap={false} className={styles.panelHead}>
          <h2 id={titleId} className={styles.panelTitle}>
            {notificationsTexts.panelTitle}
          </h2>
          {unread > 0 && onMarkAllRead ? (
            <Button
              size="sm"
              emphasis="ghost"
              tone="primary"
              className={styles.markAll}
              onClick={onMarkAllRead}
            >
              {notificationsTexts.markAllRead}
            </Button>
          ) : null}
          <Popover.Close asChild>
            <IconButton icon="close" size="sm" aria-label={notificationsTexts.close} />
          </Popover.Close>
        </Inline>
        {view.isLoading && rows.length === 0 ? (
          <Stack align="center" className={styles.center}>
            <Spinner label={null} />
            <span role="status">{notificationsTexts.loading}</span>
          </Stack>
        ) : rows.length === 0 && hasLoadFailed ? (
          <Callout tone="danger" role="alert" className={styles.failed}>
            <p>{notificationsTexts.loadFailed}</p>
            <Button size="sm" emphasis="soft" tone="default" onClick={onRetry}>
              {notificationsTexts.retry}
            </Button>
          </Callout>
        ) : rows.length === 0 ? (
          <EmptyState
            icon="bell"
            title={notificationsTexts.empty}
            description={notificationsTexts.emptyHint}
          />
        ) : (
          <ul className={styles.list}>
            {rows.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  onOpenPost={(request) => {
                    onOpenPost?.(request);
                    setOpen(false);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </Popover.Content>
    </Popover.Root>
  );
}
