import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { SessionRoot } from './features/accounts/index.ts';
import { MapPage } from './features/map/index.ts';
import { MembersPage } from './features/members/index.ts';
import { ConversationsOverlay } from './features/messaging/index.ts';
import { PostPage, TimelineLayout, TimelinePage } from './features/posts/index.ts';
import { ProfileOverlay } from './features/profile/index.ts';
import { SettingsOverlay } from './features/settings/index.ts';
import { NotFoundPage } from './views/NotFoundPage.tsx';
import type { ShellView } from './views/shellView.ts';

// The signed-in shell (header, sidebar, live connection) is its own chunk, so the login screen loads
// only what it needs (bench budget); SessionRoot's Suspense shows the session check meanwhile.
const ShellPage = lazy(() =>
  import('./features/shell/index.ts').then((module) => ({ default: module.ShellPage })),
);

const timeline = (sidebarHref: ShellView['sidebarHref']): { handle: ShellView } => ({
  handle: { hasSidebar: true, sidebarHref },
});
const panel = timeline('/');
const fullScreen: { handle: ShellView } = { handle: { hasSidebar: false, coversTimeline: true } };

/**
 * The signed-in views, every one an address (README, "Addresses"). Overlays are children of the
 * timeline; the handle tells the shell whether the sidebar shows and which entry is current.
 */
export const shellRoutes: RouteObject[] = [
  { index: true, element: <TimelinePage />, ...timeline('/') },
  { path: 'categoria/:slug', element: <TimelinePage />, ...timeline((pathname) => pathname) },
  { path: 'posts/:postId', element: <PostPage />, ...timeline('/') },
  {
    element: <TimelineLayout />,
    children: [
      { path: 'mapa', element: <MapPage />, ...fullScreen },
      { path: 'membros', element: <MembersPage />, ...fullScreen },
      { path: 'conversas', element: <ConversationsOverlay />, ...panel },
      { path: 'conversas/:conversationId', element: <ConversationsOverlay />, ...panel },
      { path: 'perfil', element: <ProfileOverlay />, ...panel },
      { path: 'perfil/:userId', element: <ProfileOverlay />, ...panel },
      { path: 'configuracoes', element: <SettingsOverlay />, ...panel },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The whole app: the session's root (login at any address while signed out) over the shell. */
export const routes: RouteObject[] = [
  { path: '/', element: <SessionRoot />, children: [{ element: <ShellPage />, children: shellRoutes }] },
];
