import type { NotificationBellView, NotificationId, PostId } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Popover } from '../../../primitives/Popover/Popover.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { NotificationItem } from '../NotificationItem/NotificationItem.tsx';
import { notificationsTexts } from '../notifications.texts.ts';
import * as styles from './NotificationDropdown.css.ts';

/** Props of NotificationDropdown. */
export type NotificationDropdownProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** What the bell shows: rows with their times worded, footer, unread count, loading (domain's notificationBellView). */
  view: NotificationBellView;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The first open with nothing loaded asks for the list (spec: Screens and routes). */
  onLoad?: () => void;
  /** A notification was clicked: go to /posts/{postId} and mark it read; the panel closes. */
  onOpenPost?: (request: { postId: PostId; notificationId: NotificationId }) => void;
  /** The last load failed: the list stays empty and the panel says so, with "Tentar de novo". */
  hasLoadFailed?: boolean;
  /** "Tentar de novo" after a failed load. */
  onRetry?: () => void;
  /** "Marcar todas como lidas", offered while some are unread (spec: States and transitions). */
  onMarkAllRead?: () => void;
};

/** The header's notification bell and panel (spec: Screens and routes). */
export function NotificationDropdown({
  view,
  open,
  defaultOpen = false,
  onOpenChange,
  onLoad,
  onOpenPost,
  hasLoadFailed = false,
  onRetry,
  onMarkAllRead,
  className,
  ...rest
}: NotificationDropdownProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const titleId = useId();
  const { rows, footer, unreadCount: unread } = view;

  const setOpen = (next: boolean) => {
    if (next && !isOpen && view.loadsOnOpen) onLoad?.();
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  return (
    <div {...rest} className={cx(styles.bellWrap, className)}>
      <Popover.Root open={isOpen} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <IconButton
            icon="bell"
            // The accessible name carries the count the red badge shows.
            aria-label={
              unread > 0
                ? `${notificationsTexts.bell} (${unread} ${(unread === 1 ? notificationsTexts.unread : notificationsTexts.unreadPlural).toLowerCase()})`
                : notificationsTexts.bell
            }
          />
        </Popover.Trigger>
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {unread}
          </span>
        ) : null}
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
    </div>
  );
}
