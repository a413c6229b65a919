import { formatTabTitle } from '@vizinhos/domain';
import { AppShell } from '@vizinhos/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useShellView } from '../../views/shellView.ts';
import { currentUserAtom } from '../accounts/index.ts';
import { unreadConversationsAtom } from '../messaging/index.ts';
import { ShellHeader } from './ShellHeader.tsx';
import { ShellSidebar } from './ShellSidebar.tsx';
import { useLiveConnection } from './useLiveConnection.ts';

/** The signed-in layout route (spec: Layout): header, the sidebar in the timeline views, the routed view. */
export function ShellPage() {
  const user = useAtomValue(currentUserAtom);
  const view = useShellView();
  const { pathname } = useLocation();
  const unread = useAtomValue(unreadConversationsAtom);
  useLiveConnection(user);
  // The tab title counts unread conversations while signed in (spec: Layout), and is the name alone after.
  useEffect(() => {
    document.title = formatTabTitle(unread);
    return () => {
      document.title = formatTabTitle(0);
    };
  }, [unread]);
  if (!user) return null;
  const currentHref = typeof view.sidebarHref === 'function' ? view.sidebarHref(pathname) : view.sidebarHref;
  return (
    <AppShell
      header={<ShellHeader user={user} />}
      sidebar={view.hasSidebar ? <ShellSidebar user={user} currentHref={currentHref} /> : undefined}
    >
      <Outlet />
    </AppShell>
  );
}
