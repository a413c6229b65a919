import {
  formatCount,
  type NotificationsState,
  notificationDropdown,
  notificationTexts,
  type PostId,
  shouldFetchOnOpen,
} from '@vizinhos/domain';
import { Popover as RadixPopover } from 'radix-ui';
import { type ComponentPropsWithRef, useId, useState } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { texts } from '../texts/texts.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './NotificationDropdown.css.ts';
import { NotificationItem } from './NotificationItem.tsx';

/** Props of NotificationDropdown. */
export type NotificationDropdownProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The notification list as the domain reducer keeps it (items, unread count, loading). */
  notifications: NotificationsState;
  /** The moment relative times are measured from. */
  now: Date;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The first open with nothing loaded asks for the list (doc 1 §2). */
  onLoad?: () => void;
  /** A notification was clicked: go to /posts/{postId}; the panel closes. */
  onOpenPost?: (request: { postId: PostId }) => void;
};

/** The header's notification bell and panel (doc 1 §2). */
export function NotificationDropdown({
  notifications,
  now,
  open,
  defaultOpen = false,
  onOpenChange,
  onLoad,
  onOpenPost,
  className,
  ...rest
}: NotificationDropdownProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const titleId = useId();
  const { visible, footer } = notificationDropdown(notifications.items);
  const unread = notifications.unreadCount;

  const setOpen = (next: boolean) => {
    if (next && !isOpen && shouldFetchOnOpen(notifications)) onLoad?.();
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  return (
    <div {...rest} className={cx(styles.bellWrap, className)}>
      <RadixPopover.Root open={isOpen} onOpenChange={setOpen}>
        <RadixPopover.Trigger asChild>
          <IconButton
            icon="bell"
            // The accessible name carries the count the red badge shows.
            aria-label={
              unread > 0
                ? `${texts.notifications.bell} (${formatCount(unread, texts.notifications.unread, texts.notifications.unreadPlural).toLowerCase()})`
                : texts.notifications.bell
            }
          />
        </RadixPopover.Trigger>
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {unread}
          </span>
        ) : null}
        <RadixPopover.Portal>
          <RadixPopover.Content align="end" sideOffset={6} aria-labelledby={titleId} className={styles.panel}>
            <div className={styles.panelHead}>
              <h2 id={titleId} className={styles.panelTitle}>
                {notificationTexts.panelTitle}
              </h2>
              <RadixPopover.Close asChild>
                <IconButton icon="close" size="sm" aria-label={notificationTexts.close} />
              </RadixPopover.Close>
            </div>
            {notifications.isLoading && visible.length === 0 ? (
              <div className={styles.center}>
                <Spinner label={null} />
                <span role="status">{notificationTexts.loading}</span>
              </div>
            ) : visible.length === 0 ? (
              <EmptyState
                icon="bell"
                title={notificationTexts.empty}
                description={notificationTexts.emptyHint}
              />
            ) : (
              <ul className={styles.list}>
                {visible.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      now={now}
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
          </RadixPopover.Content>
        </RadixPopover.Portal>
      </RadixPopover.Root>
    </div>
  );
}
