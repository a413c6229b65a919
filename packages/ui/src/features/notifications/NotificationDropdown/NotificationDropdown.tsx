import type { NotificationBellView, NotificationId, PostId } from '@vizinhos/domain';
import { type ComponentPropsWithRef, Suspense, useState } from 'react';
import { IconButton, type IconButtonProps } from '../../../primitives/IconButton/IconButton.tsx';
import { cx } from '../../../utils/cx.ts';
import { lazyView, useOpenOnIntent } from '../../../utils/lazyView.tsx';
import { notificationsTexts } from '../notifications.texts.ts';
import * as styles from './NotificationDropdown.css.ts';

// The panel with Radix's popover and popper: a chunk of its own, fetched when the pointer or focus
// comes to the bell, opened by its first press (only what the view uses).
const NotificationPanel = lazyView(() =>
  import('./NotificationPanel.tsx').then((module) => module.NotificationPanel),
);

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
  const unread = view.unreadCount;

  const setOpen = (next: boolean) => {
    if (next && !isOpen && view.loadsOnOpen) onLoad?.();
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  // The first press opens the panel (and asks for the list) while its chunk may still be coming.
  const [opening, intent] = useOpenOnIntent(NotificationPanel, () => setOpen(true));
  const bellOf = (props: Omit<IconButtonProps, 'icon' | 'aria-label'>) => (
    <IconButton
      icon="bell"
      // The accessible name carries the count the red badge shows.
      aria-label={
        unread > 0
          ? `${notificationsTexts.bell} (${unread} ${(unread === 1 ? notificationsTexts.unread : notificationsTexts.unreadPlural).toLowerCase()})`
          : notificationsTexts.bell
      }
      {...props}
    />
  );
  // Until the panel's chunk is there, the same bell with the trigger's state (closed).
  const standIn = bellOf({ ...intent, 'aria-haspopup': 'dialog', 'aria-expanded': false });

  return (
    <div {...rest} className={cx(styles.bellWrap, className)}>
      {opening || isOpen ? (
        <Suspense fallback={standIn}>
          <NotificationPanel
            view={view}
            isOpen={isOpen}
            setOpen={setOpen}
            trigger={bellOf({})}
            onOpenPost={onOpenPost}
            hasLoadFailed={hasLoadFailed}
            onRetry={onRetry}
            onMarkAllRead={onMarkAllRead}
          />
        </Suspense>
      ) : (
        standIn
      )}
      {unread > 0 ? (
        <span className={styles.count} aria-hidden="true" data-testid="notification-count">
          {unread}
        </span>
      ) : null}
    </div>
  );
}
