import { AppShell } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MessagingHost, unreadConversationsAtom } from '../../features/messaging/index.ts';
import { blockedMemberIdsAtom, loadBlocksAtom } from '../../features/moderation/index.ts';
import { notificationsAtom, refreshNotificationCountsAtom } from '../../features/notifications/index.ts';
import { currentUserAtom } from '../../session/session.ts';
import { useShellView } from '../../views/shellView.ts';
import { useOverlayFocus } from '../../views/useOverlayFocus.ts';
import { ShellHeader } from './ShellHeader.tsx';
import { ShellSidebar } from './ShellSidebar.tsx';
import { ToastOutlet } from './ToastOutlet.tsx';
import { useLiveConnection } from './useLiveConnection.ts';
import { useOutbox } from './useOutbox.ts';
import { useTabTitle } from './useTabTitle.ts';

/**
 * The tab title from the unread counts, in a component of its own: a count that moves (the bell's
 * first count, the conversations arriving) renders this alone, not the whole shell with the view in
 * it, in a task that does not yield.
 */
function TabTitle() {
  const unread = useAtomValue(unreadConversationsAtom);
  const unreadNotifications = useAtomValue(notificationsAtom).unreadCount;
  useTabTitle(unread, unreadNotifications);
  return null;
}

/** The messaging host with the residents the reader blocked: the block list arriving renders it alone. */
function ShellMessagingHost() {
  const blocked = useAtomValue(blockedMemberIdsAtom);
  return <MessagingHost blockedSenderIds={blocked} />;
}

/** The signed-in layout route (spec: Layout): header, the sidebar in the timeline views, the routed view. */
export function ShellPage() {
  const user = useAtomValue(currentUserAtom);
  const view = useShellView();
  const { pathname } = useLocation();
  useLiveConnection(user);
  useOutbox(user?.id);
  useOverlayFocus(view.isOverlay === true);
  const refreshNotificationCounts = useSetAtom(refreshNotificationCountsAtom);
  const loadBlocks = useSetAtom(loadBlocksAtom);
  // The bell's count from the server at the start of the session, before the list is ever opened,
  // and the block list, whose residents' posts and comments are collapsed (spec 3). The count in a
  // task of its own: the commit that shows the shell starts every view's first calls, and each call
  // costs the main thread (no long task at start).
  useEffect(() => {
    if (!user) return;
    void loadBlocks();
    const counting = setTimeout(() => void refreshNotificationCounts());
    return () => clearTimeout(counting);
  }, [user, refreshNotificationCounts, loadBlocks]);
  if (!user) return <TabTitle />;
  const currentHref = typeof view.sidebarHref === 'function' ? view.sidebarHref(pathname) : view.sidebarHref;
  return (
    <AppShell
      header={<ShellHeader user={user} />}
      sidebar={view.hasSidebar ? <ShellSidebar user={user} currentHref={currentHref} /> : undefined}
      // The timeline views (the sidebar's) read in a ~600 px column; the map and members use the width.
      column={view.hasSidebar ? 'reading' : 'full'}
    >
      <TabTitle />
      <Outlet />
      <ShellMessagingHost />
      <ToastOutlet />
    </AppShell>
  );
}
