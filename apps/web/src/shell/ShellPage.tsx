import {
  type CategoryKey,
  categoryDisplayName,
  DEFAULT_CATEGORY,
  readCategory,
  type User,
} from '@vizinhos/domain';
import { AppHeader, AppShell, NotificationDropdown, Sidebar } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { logoutAtom } from '../state/auth.ts';
import { closeConnectionAtom, connectionStatusAtom, openConnectionAtom } from '../state/connection.ts';
import { unreadConversationsAtom } from '../state/conversations.ts';
import { dispatchLayoutAtom, layoutAtom } from '../state/layout.ts';
import { loadNotificationsAtom, notificationsAtom } from '../state/notifications.ts';
import { PostPlaceholder } from './PostPlaceholder.tsx';
import { ViewPlaceholder } from './ViewPlaceholder.tsx';

/** The signed-in shell (doc 1 §2): header, sidebar in the timeline view, the routed main content. */
export function ShellPage({ user }: { user: User }) {
  const layout = useAtomValue(layoutAtom);
  const dispatch = useSetAtom(dispatchLayoutAtom);
  const status = useAtomValue(connectionStatusAtom);
  const unread = useAtomValue(unreadConversationsAtom);
  const logout = useSetAtom(logoutAtom);
  const notifications = useAtomValue(notificationsAtom);
  const loadNotifications = useSetAtom(loadNotificationsAtom);
  const openConnection = useSetAtom(openConnectionAtom);
  const closeConnection = useSetAtom(closeConnectionAtom);
  const navigate = useNavigate();
  const stompKey = user.stompKey;
  const areaId = user.areaId;

  // doc 1 §4: the live connection is open exactly while the shell (signed in) is shown.
  useEffect(() => {
    if (!stompKey || !areaId) return;
    openConnection({ stompKey, areaId });
    return () => void closeConnection();
  }, [stompKey, areaId, openConnection, closeConnection]);

  const toTimeline = () => navigate('/');
  const category: CategoryKey = readCategory(layout.category) ?? DEFAULT_CATEGORY;
  const isTimeline = layout.view === 'timeline';

  const header = (
    <AppHeader
      username={user.username}
      areaName={user.area?.name}
      avatarUrl={user.avatar}
      connectionStatus={status}
      unreadConversations={unread}
      notifications={
        <NotificationDropdown
          notifications={notifications}
          now={new Date()}
          onLoad={loadNotifications}
          onOpenPost={({ postId }) => navigate(`/posts/${postId}`)}
        />
      }
      onLogoClick={() => {
        dispatch({ type: 'clickLogo' });
        toTimeline();
      }}
      onOpenConversations={() => dispatch({ type: 'openMessaging' })}
      onToggleProfile={() => dispatch({ type: 'toggleProfile' })}
      onLogout={async () => {
        await closeConnection();
        await logout();
        navigate('/', { replace: true });
      }}
    />
  );
  const sidebar = isTimeline ? (
    <Sidebar
      selection={{ view: layout.view, category: layout.category }}
      areaName={user.area?.name}
      cityName={user.area?.city}
      stateName={user.area?.state}
      onHome={() => {
        dispatch({ type: 'chooseCategory', category: undefined });
        toTimeline();
      }}
      onMap={() => dispatch({ type: 'showView', view: 'map' })}
      onMembers={() => dispatch({ type: 'showView', view: 'members' })}
      onCategory={({ category: chosen }) => {
        dispatch({ type: 'chooseCategory', category: chosen });
        toTimeline();
      }}
    />
  ) : undefined;

  return (
    <AppShell header={header} sidebar={sidebar}>
      {layout.view === 'map' ? (
        <ViewPlaceholder view="map" onClose={() => dispatch({ type: 'closeView' })} />
      ) : null}
      {layout.view === 'members' ? (
        <ViewPlaceholder view="members" onClose={() => dispatch({ type: 'closeView' })} />
      ) : null}
      {isTimeline ? (
        <Routes>
          <Route path="/posts/:postId" element={<PostPlaceholder onBack={toTimeline} />} />
          <Route
            path="*"
            element={<ViewPlaceholder view="timeline" title={categoryDisplayName(category)} />}
          />
        </Routes>
      ) : null}
      {layout.isMessagingOpen ? (
        <ViewPlaceholder view="messaging" onClose={() => dispatch({ type: 'closeMessaging' })} />
      ) : null}
      {layout.isProfileOpen ? (
        <ViewPlaceholder view="profile" onClose={() => dispatch({ type: 'toggleProfile' })} />
      ) : null}
    </AppShell>
  );
}
