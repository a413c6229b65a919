import { canModerate, notificationBellView, type User } from '@vizinhos/domain';
import { AppHeader, HeaderSearch, NotificationDropdown } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logoutAtom } from '../../features/accounts/index.ts';
import { unreadConversationsAtom } from '../../features/messaging/index.ts';
import { loadModerationQueueAtom, pendingReportCountAtom } from '../../features/moderation/index.ts';
import {
  loadNotificationsAtom,
  markAllNotificationsReadAtom,
  markNotificationReadAtom,
  notificationsAtom,
  notificationsLoadFailedAtom,
} from '../../features/notifications/index.ts';
import { connectionStatusAtom } from '../../live/connectionStatus.ts';
import { paths } from '../../paths.ts';
import { useSessionControls } from '../../session/sessionControls.ts';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { closeConnectionAtom, forgetSessionTracesAtom } from './state.ts';
import { useSearchShortcut } from './useSearchShortcut.ts';

/** The header wired to the session: connection badge, bell, conversations, account menu, each an address. */
export function ShellHeader({ user }: { user: User }) {
  const status = useAtomValue(connectionStatusAtom);
  const unread = useAtomValue(unreadConversationsAtom);
  const notifications = useAtomValue(notificationsAtom);
  const loadNotifications = useSetAtom(loadNotificationsAtom);
  const hasLoadFailed = useAtomValue(notificationsLoadFailedAtom);
  const markRead = useSetAtom(markNotificationReadAtom);
  const markAllRead = useSetAtom(markAllNotificationsReadAtom);
  const closeConnection = useSetAtom(closeConnectionAtom);
  const logout = useSetAtom(logoutAtom);
  const forgetSessionTraces = useSetAtom(forgetSessionTracesAtom);
  const { signOut } = useSessionControls();
  const navigate = useNavigate();
  const closeOverlay = useCloseOverlay();
  const isProfileOpen = useLocation().pathname === paths.profile;
  const moderates = canModerate(user.roleName);
  const pendingReports = useAtomValue(pendingReportCountAtom);
  const loadQueue = useSetAtom(loadModerationQueueAtom);
  const searchField = useRef<HTMLInputElement>(null);
  useSearchShortcut(searchField);
  // The Moderação entry's count (spec 3: Header entry): the queue read at the start and again when
  // the notifications change (a new report arrives as one, live).
  // In a task of its own, not the commit's (no long task at start).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the notifications reads the queue again.
  useEffect(() => {
    if (!moderates) return;
    const reading = setTimeout(() => void loadQueue());
    return () => clearTimeout(reading);
  }, [moderates, loadQueue, notifications]);
  return (
    <AppHeader
      username={user.username}
      areaName={user.area?.name}
      avatarUrl={user.avatar}
      connectionStatus={status}
      unreadConversations={unread}
      search={
        <HeaderSearch
          inputRef={searchField}
          onSearch={({ query }) => {
            void navigate(paths.search({ query }));
          }}
        />
      }
      notifications={
        <NotificationDropdown
          // Relative times are measured at each render, as the header re-renders on every change.
          view={notificationBellView(notifications, new Date())}
          onLoad={loadNotifications}
          hasLoadFailed={hasLoadFailed}
          onRetry={loadNotifications}
          // A click marks the notification read and opens its post (spec: Screens and routes).
          onOpenPost={({ postId, notificationId }) => {
            void markRead(notificationId);
            navigate(paths.post(postId));
          }}
          onMarkAllRead={() => void markAllRead()}
        />
      }
      // The spec: the logo returns to the timeline, which closes messaging and profile.
      onLogoClick={() => navigate(paths.home)}
      onOpenConversations={() => navigate(paths.conversations)}
      onOpenSettings={() => navigate(paths.settings)}
      // Only the area's founder, admins and moderators see Moderação (spec 3).
      onOpenModeration={moderates ? () => navigate(paths.moderation) : undefined}
      pendingReports={pendingReports}
      // Meu Perfil toggles the profile overlay.
      onToggleProfile={() => (isProfileOpen ? closeOverlay() : navigate(paths.profile))}
      onLogout={async () => {
        // Local state goes whatever the server answers (spec: Authentication).
        try {
          await closeConnection();
          await forgetSessionTraces();
          await logout();
        } finally {
          signOut();
        }
      }}
    />
  );
}
