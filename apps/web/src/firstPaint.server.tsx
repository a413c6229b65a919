// The server's entry (an SSR build of this app, `vite build --ssr`, written to dist/server/): paints
// a signed-in resident's first page of the timeline, or the post of `/posts/{id}`, in the shell, and a signed-out visitor's login
// screen, with the app's own components and class names, so the first post or the login form shows
// as soon as the page and its styles arrive. The app takes the painted page away in the
// commit that shows its own view (views/firstPaint.ts).
import './firstPaintGlobals.ts';
import {
  normalizePosts,
  type Post,
  readLoginParams,
  readUserEnvelope,
  type WirePost,
} from '@vizinhos/domain';
import {
  darkThemeClass,
  deviceSchemeClass,
  lightThemeClass,
  PostCard,
  PostEditorPlaceholder,
  PostPage as PostPageView,
  Timeline,
  VisuallyHidden,
} from '@vizinhos/ui';
import { createStore, Provider } from 'jotai';
import { useId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, matchPath, RouterProvider } from 'react-router';
import { activationPattern } from './activationPattern.ts';
import { LoginPage } from './features/accounts/index.ts';
import { postCardProps, postViewTexts } from './features/posts/index.ts';
import { ShellPage } from './pages/shell/index.ts';
import { createSessionStore } from './session/session.ts';
import { SessionControlsContext } from './session/sessionControls.ts';
import { firstPaintId, signedOutAttribute } from './views/firstPaint.ts';
import type { ShellView } from './views/shellView.ts';

/** What the server read for the page: the answers of `users/me` and of the first timeline page. */
export type FirstPaintInput = {
  /** The `users` of GET users/me, as the session check reads it. */
  me: unknown;
  /** The posts of GET posts (page 1), as the timeline reads them. */
  posts: readonly unknown[];
  /** The ids of the residents the reader blocked (GET users/me/blocks): their posts come collapsed (spec 3). */
  blockedIds?: readonly string[] | undefined;
  /** The page's origin (the cards' share links). */
  origin: string;
  now: Date;
  /** The device's colour scheme when the browser tells it (Sec-CH-Prefers-Color-Scheme), else light. */
  colorScheme?: 'light' | 'dark' | undefined;
};

/** What the login screen is painted from: the address asked for (path and query). */
export type LoginPaintInput = {
  url: string;
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

/** Who the page is painted for: the cards' reader, and the residents they blocked. */
type PaintReader = Omit<Parameters<typeof postCardProps>[1], 'pendingVote'> & {
  blocked: ReadonlySet<string>;
};

/**
 * A post's card as the app first shows it (pages/usePostCards.tsx): no pending vote, a blocked
 * resident's post collapsed for the reader (spec 3), never shown for a moment first.
 */
function paintedCard(post: Post, { blocked, ...reader }: PaintReader) {
  return {
    ...postCardProps(post, { ...reader, pendingVote: null }),
    isFromBlocked: post.author.id !== undefined && blocked.has(post.author.id),
    onVote: noop,
    onFlag: noop,
    onShare: noop,
  };
}

/** The first page of `/` as CategoryTimeline shows it once loaded, every card in the flow. */
function PaintedTimeline({ posts, reader }: { posts: readonly WirePost[]; reader: PaintReader }) {
  const headingId = useId();
  const cards = normalizePosts(posts)
    .slice(0, paintedCards)
    .map((post, index) => ({
      ...paintedCard(post, reader),
      imageFetchPriority: index < firstScreenCards ? ('high' as const) : ('low' as const),
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

/** The painted page's reader, from the session check's user and what the server read for them. */
const paintReaderOf = (
  currentUserId: Post['author']['id'],
  { now, origin, blockedIds }: { now: Date; origin: string; blockedIds: readonly string[] | undefined },
): PaintReader => ({ now, currentUserId, origin, isHighlighted: false, blocked: new Set(blockedIds) });

const timelineView: { handle: ShellView } = { handle: { hasSidebar: true, sidebarHref: '/' } };

/**
 * `/posts/{id}` as PostPage shows it once its post arrived: the back link, the byline and the full
 * card. The byline's date is left out: it is worded in the reader's time zone, which the server does
 * not know (the app's own page adds it, on the same line).
 */
function PaintedPost({ post, reader }: { post: Post; reader: PaintReader }) {
  const card = paintedCard(post, reader);
  return (
    <section aria-label={postViewTexts.postRegion} data-view="post" data-post-id={post.id}>
      <PostPageView backHref="/" onNavigate={noop} status="ready" post={post}>
        <PostCard {...card} titleAs="h1" imageFetchPriority="high" />
      </PostPageView>
    </section>
  );
}

/**
 * The painted page, in its container (inert, hidden from assistive technology: the app's own page
 * replaces it), or null when there is nothing to paint (no user, no post).
 */
export function renderFirstPaint({
  me,
  posts,
  blockedIds,
  origin,
  now,
  colorScheme,
}: FirstPaintInput): FirstPaint | null {
  const user = readUserEnvelope({ users: me });
  const wire = posts as readonly WirePost[];
  if (!user || normalizePosts(wire).length === 0) return null;
  const reader = paintReaderOf(user.id, { now, origin, blockedIds });
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
  return painted(paintRoute(router, createSessionStore(user)), colorScheme);
}

/** What `/posts/{id}` is painted from: the session check's answer and GET posts/{id}'s post. */
export type PostPaintInput = Omit<FirstPaintInput, 'posts'> & {
  /** The `posts` of GET posts/{id}, as the post page reads it. */
  post: unknown;
};

/**
 * The painted post page, in its container (inert, hidden from assistive technology: the app's own
 * page replaces it), or null when there is nothing to paint (no user, no post).
 */
export function renderPostPaint({
  me,
  post,
  blockedIds,
  origin,
  now,
  colorScheme,
}: PostPaintInput): FirstPaint | null {
  const user = readUserEnvelope({ users: me });
  const [read] = normalizePosts(post === undefined ? [] : [post as WirePost]);
  if (!user || !read) return null;
  const reader = paintReaderOf(user.id, { now, origin, blockedIds });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ShellPage />,
        children: [
          { path: 'posts/:postId', element: <PaintedPost post={read} reader={reader} />, ...timelineView },
        ],
      },
    ],
    { initialEntries: [`/posts/${read.id}`] },
  );
  return painted(paintRoute(router, createSessionStore(user)), colorScheme);
}

/** The markup of a signed-in page in its inert container, with its theme class. */
const painted = (markup: string, colorScheme: 'light' | 'dark' | undefined): FirstPaint => ({
  markup: `<div id="${firstPaintId}" inert aria-hidden="true">${markup.replace(imagePreloads, '')}</div>`,
  htmlClass: htmlClassOf(colorScheme),
});

/**
 * The login screen a signed-out visitor meets at `url` (spec: Screens and routes), or null when the
 * address shows something else (the signup wizard of an invite, the reset screen, a mail link's
 * page). Only for a request without a session cookie (apps/server/src/http/indexPage.ts), which its
 * container says: the app then knows the visitor is signed out without asking. Not inert: what is typed in it before the app starts is carried into the app's own form,
 * with the focus (views/firstPaint.ts), and a submit or a button pressed waits for the app (build/first-paint.js).
 */
export function renderLoginPaint({ url, colorScheme }: LoginPaintInput): FirstPaint | null {
  const { pathname, search } = new URL(url, 'http://pagina');
  const params = readLoginParams(search);
  if (params.mode !== 'login' || params.resetToken || matchPath(activationPattern, pathname)) return null;
  const router = createMemoryRouter([{ path: '*', element: <LoginPage /> }], {
    initialEntries: [`${pathname}${search}`],
  });
  // Were it submitted without first-paint.js (no script): never a GET, whose address would carry the password.
  const markup = paintRoute(router, createStore()).replace('<form ', '<form method="post" ');
  return {
    markup: `<div id="${firstPaintId}" ${signedOutAttribute}>${markup}</div>`,
    htmlClass: htmlClassOf(colorScheme),
  };
}

/** A route's markup, in the session's store, with ids of its own. */
function paintRoute(router: ReturnType<typeof createMemoryRouter>, store: ReturnType<typeof createStore>) {
  return renderToStaticMarkup(
    <Provider store={store}>
      <SessionControlsContext value={{ signIn: noop, signOut: noop }}>
        <RouterProvider router={router} />
      </SessionControlsContext>
    </Provider>,
    // Its ids never meet the app's (both are in the document until the app's view shows).
    { identifierPrefix: 'pintada-' },
  );
}

/**
 * The design system's values live on the theme class, which the app's script puts on <html>: the
 * painted page needs it before any script (the app's choice from the device follows). Without a
 * known scheme, the light class that turns dark on a dark device by CSS (deviceSchemeClass).
 */
const htmlClassOf = (colorScheme: 'light' | 'dark' | undefined) =>
  colorScheme === 'dark'
    ? darkThemeClass
    : colorScheme === 'light'
      ? lightThemeClass
      : `${lightThemeClass} ${deviceSchemeClass}`;
