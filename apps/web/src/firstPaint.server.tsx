// The server's entry (an SSR build of this app, `vite build --ssr`, written to dist/server/): paints
// a signed-in resident's first page of the timeline, in the shell, with the app's own components and
// class names, so the first post shows as soon as the page and its styles arrive (issue 27). The app
// takes it away in the commit that shows its own timeline (views/firstPaint.ts).
import './firstPaintGlobals.ts';
import { normalizePosts, readUserEnvelope, type WirePost } from '@vizinhos/domain';
import {
  darkThemeClass,
  lightThemeClass,
  PostEditorPlaceholder,
  Timeline,
  VisuallyHidden,
} from '@vizinhos/ui';
import { Provider } from 'jotai';
import { useId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { postCardProps, postViewTexts } from './features/posts/index.ts';
import { ShellPage } from './pages/shell/index.ts';
import { createSessionStore } from './session/session.ts';
import { SessionControlsContext } from './session/sessionControls.ts';
import { firstPaintId } from './views/firstPaint.ts';
import type { ShellView } from './views/shellView.ts';

/** What the server read for the page: the answers of `users/me` and of the first timeline page. */
export type FirstPaintInput = {
  /** The `users` of GET users/me, as the session check reads it. */
  me: unknown;
  /** The posts of GET posts (page 1), as the timeline reads them. */
  posts: readonly unknown[];
  /** The page's origin (the cards' share links). */
  origin: string;
  now: Date;
  /** The device's colour scheme when the browser tells it (Sec-CH-Prefers-Color-Scheme), else light. */
  colorScheme?: 'light' | 'dark' | undefined;
};

/** The painted page's markup, and the theme class its <html> needs (the app sets it again at start). */
export type FirstPaint = { markup: string; htmlClass: string };

const noop = () => {};

/**
 * The cards painted: those a first screen shows and a few below, not the whole page (the app's own
 * list, virtualised, follows; more would only be bytes and images before it).
 */
const paintedCards = 5;
/** The cards a phone's first screen shows: their images come before the app's scripts. */
const firstScreenCards = 2;

/** The image preloads React puts before the markup (they would compete with the app's own files). */
const imagePreloads = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/** The first page of `/` as CategoryTimeline shows it once loaded, every card in the flow. */
function PaintedTimeline({
  posts,
  reader,
}: {
  posts: readonly WirePost[];
  reader: Omit<Parameters<typeof postCardProps>[1], 'pendingVote'>;
}) {
  const headingId = useId();
  const cards = normalizePosts(posts)
    .slice(0, paintedCards)
    .map((post, index) => ({
      ...postCardProps(post, { ...reader, pendingVote: null }),
      imageFetchPriority: index < firstScreenCards ? ('high' as const) : ('low' as const),
      onVote: noop,
      onFlag: noop,
      onShare: noop,
    }));
  return (
    <section aria-labelledby={headingId} data-view="timeline">
      <VisuallyHidden asChild>
        <h1 id={headingId}>{postViewTexts.home}</h1>
      </VisuallyHidden>
      <Timeline
        isStatic
        header={<PostEditorPlaceholder title="" onTitleChange={noop} onIntent={noop} onTitleFocus={noop} />}
        posts={cards}
        status="ready"
        hasMore
        onLoadMore={noop}
      />
    </section>
  );
}

const timelineView: { handle: ShellView } = { handle: { hasSidebar: true, sidebarHref: '/' } };

/**
 * The painted page, in its container (inert, hidden from assistive technology: the app's own page
 * replaces it), or null when there is nothing to paint (no user, no post).
 */
export function renderFirstPaint({
  me,
  posts,
  origin,
  now,
  colorScheme,
}: FirstPaintInput): FirstPaint | null {
  const user = readUserEnvelope({ users: me });
  const wire = posts as readonly WirePost[];
  if (!user || normalizePosts(wire).length === 0) return null;
  const reader = { now, currentUserId: user.id, origin, isHighlighted: false };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ShellPage />,
        children: [
          { index: true, element: <PaintedTimeline posts={wire} reader={reader} />, ...timelineView },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const markup = renderToStaticMarkup(
    <Provider store={createSessionStore(user)}>
      <SessionControlsContext value={{ signIn: noop, signOut: noop }}>
        <RouterProvider router={router} />
      </SessionControlsContext>
    </Provider>,
    // Its ids never meet the app's (both are in the document until the timeline shows).
    { identifierPrefix: 'pintada-' },
  );
  return {
    markup: `<div id="${firstPaintId}" inert aria-hidden="true">${markup.replace(imagePreloads, '')}</div>`,
    // The design system's values live on the theme class, which the app's script puts on <html>:
    // the painted page needs it before any script (the app's choice from the device follows).
    htmlClass: colorScheme === 'dark' ? darkThemeClass : lightThemeClass,
  };
}
