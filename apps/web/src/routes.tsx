import { loadWholeClient } from '@vizinhos/api';
import { matchPath, type RouteObject } from 'react-router';
import { SessionRoot } from './features/accounts/index.ts';
import { lazyView } from './views/lazyView.tsx';
import type { ShellView } from './views/shellView.ts';

// The login route loads only what login needs: the signed-in shell, the timeline and every overlay
// are chunks of their own (bench: the login route's transfer), fetched on the first intent on the
// login screen (shell and timeline), signed in when the pointer or focus comes to a link to them
// (the rest), else when first rendered.
const ShellPage = lazyView(() => import('./pages/shell/index.ts').then((module) => module.ShellPage));
const TimelinePage = lazyView(() => import('./pages/TimelinePage.tsx').then((module) => module.TimelinePage));
const TimelineLayout = lazyView(() =>
  import('./pages/TimelineLayout.tsx').then((module) => module.TimelineLayout),
);
const PostPage = lazyView(() => import('./pages/PostPage.tsx').then((module) => module.PostPage));
const MapPage = lazyView(() => import('./features/map/index.ts').then((module) => module.MapPage));
const MembersPage = lazyView(() => import('./pages/MembersView.tsx').then((module) => module.MembersView));
const SearchPage = lazyView(() => import('./features/search/index.ts').then((module) => module.SearchPage));
const ServicesPage = lazyView(() => import('./pages/ServicesView.tsx').then((module) => module.ServicesView));
const ConversationsOverlay = lazyView(() =>
  import('./pages/ConversationsView.tsx').then((module) => module.ConversationsView),
);
const ProfileOverlay = lazyView(() => import('./pages/ProfileView.tsx').then((module) => module.ProfileView));
const SettingsOverlay = lazyView(() =>
  import('./pages/SettingsView.tsx').then((module) => module.SettingsView),
);
const ModerationPage = lazyView(() =>
  import('./pages/ModerationView.tsx').then((module) => module.ModerationView),
);
const NotFoundPage = lazyView(() => import('./views/NotFoundPage.tsx').then((module) => module.NotFoundPage));

/** Fetches what the first signed-in screen needs: the shell, the timeline and the whole API client. */
function preloadFirstSignedInView(): Promise<unknown> {
  return Promise.all([
    ShellPage.preload(),
    TimelinePage.preload(),
    TimelineLayout.preload(),
    loadWholeClient(),
  ]);
}

/** Fetches every signed-in view, so opening one later waits for nothing (stories). */
export function preloadSignedInViews(): Promise<unknown> {
  return Promise.all(
    [
      ShellPage,
      TimelinePage,
      TimelineLayout,
      PostPage,
      MapPage,
      MembersPage,
      SearchPage,
      ServicesPage,
      ConversationsOverlay,
      ProfileOverlay,
      SettingsOverlay,
      ModerationPage,
      NotFoundPage,
    ].map((view) => view.preload()),
  );
}

/** Each lazy view by the addresses that show it (shellRoutes), for preloading on a link's intent. */
const viewsByPath: Array<[string, { preload: () => Promise<unknown> }]> = [
  ['/', TimelinePage],
  ['/categoria/:slug', TimelinePage],
  ['/posts/:postId', PostPage],
  ['/mapa', MapPage],
  ['/membros', MembersPage],
  ['/servicos', ServicesPage],
  ['/busca', SearchPage],
  ['/conversas/*', ConversationsOverlay],
  ['/perfil/*', ProfileOverlay],
  ['/configuracoes', SettingsOverlay],
];

/** Fetches the view a link to `pathname` shows (and the layout of the overlays), if not yet fetched. */
function preloadViewAt(pathname: string): void {
  const found = viewsByPath.find(([pattern]) => matchPath(pattern, pathname));
  if (!found) return;
  void found[1].preload();
  if (found[1] !== TimelinePage && found[1] !== PostPage) void TimelineLayout.preload();
}

const timeline = (sidebarHref: ShellView['sidebarHref']): { handle: ShellView } => ({
  handle: { hasSidebar: true, sidebarHref },
});
const panel: { handle: ShellView } = { handle: { ...timeline('/').handle, isOverlay: true } };
const fullScreen: { handle: ShellView } = {
  handle: { hasSidebar: false, coversTimeline: true, isOverlay: true },
};

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
      { path: 'servicos', element: <ServicesPage />, ...fullScreen },
      { path: 'busca', element: <SearchPage />, ...fullScreen },
      { path: 'conversas', element: <ConversationsOverlay />, ...panel },
      { path: 'conversas/:conversationId', element: <ConversationsOverlay />, ...panel },
      // spec: Profile screen: a full-screen closable overlay.
      { path: 'perfil', element: <ProfileOverlay />, ...fullScreen },
      { path: 'perfil/:userId', element: <ProfileOverlay />, ...fullScreen },
      { path: 'configuracoes', element: <SettingsOverlay />, ...panel },
      { path: 'moderacao', element: <ModerationPage />, ...fullScreen },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The whole app: the session's root (login at any address while signed out) over the shell. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SessionRoot preload={{ onIntent: preloadFirstSignedInView, onLinkIntent: preloadViewAt }} />,
    children: [{ element: <ShellPage />, children: shellRoutes }],
  },
];
