import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';

/** A post's address (`/posts/{id}`, ids as the server makes them: at most 64 word characters or dashes). */
export const postAddress = /^\/posts\/([\w-]{1,64})$/;

/** A signed-in address the server paints: the timeline at `/`, a post at `/posts/{id}`. */
export type PaintedAddress = { page: 'timeline' } | { page: 'post'; postId: string };

/** The signed-in page painted at `pathname`, or null for an address painted by no one. */
export function paintedAddressOf(pathname: string): PaintedAddress | null {
  if (pathname === '/') return { page: 'timeline' };
  const postId = postAddress.exec(pathname)?.[1];
  return postId ? { page: 'post', postId } : null;
}

/**
 * What a signed-in page is painted from (src/firstPaintReader.ts reads it): the session check's
 * answer and the timeline's first page, or the one post, and whom the reader blocked (their posts
 * painted collapsed), or null (no session, no such post).
 */
export type FirstPaintRead = (
  request: FastifyRequest,
  address: PaintedAddress,
) => Promise<{ me: unknown; posts: readonly unknown[]; blockedIds: readonly string[] } | null>;

/** The painted page: its markup (before the app's root) and the theme class of its <html>. */
export type Painted = { markup: string; htmlClass: string };

/** The web app's server entry (apps/web/src/firstPaint.server.tsx, built into dist/server/). */
type Renderer = {
  /** A signed-in `/`: the resident's first page of the timeline. */
  renderFirstPaint: (input: {
    me: unknown;
    posts: readonly unknown[];
    blockedIds: readonly string[];
    origin: string;
    now: Date;
    colorScheme: 'light' | 'dark' | undefined;
  }) => Painted | null;
  /** A signed-in `/posts/{id}`: that post, in the shell (an older build has none). */
  renderPostPaint?: (input: {
    me: unknown;
    post: unknown;
    blockedIds: readonly string[];
    origin: string;
    now: Date;
    colorScheme: 'light' | 'dark' | undefined;
  }) => Painted | null;
  /** A signed-out visitor: the login screen at the address asked for (an older build has none). */
  renderLoginPaint?: (input: { url: string; colorScheme: 'light' | 'dark' | undefined }) => Painted | null;
};

/** The client hint of the device's colour scheme, once the browser was asked for it (Accept-CH). */
export const colorSchemeHint = 'Sec-CH-Prefers-Color-Scheme';

/**
 * The cookie the web app keeps a theme chosen on this device in (apps/web/src/browser/themePreference.ts),
 * beside its local storage: the server reads it so the painted page comes in that theme.
 */
const themeCookieName = 'vizinhos_theme';

/** The theme chosen on the device (its cookie), else the device's colour scheme (the client hint). */
function colorSchemeOf(request: FastifyRequest): 'light' | 'dark' | undefined {
  const chosen = new RegExp(`(?:^|;\\s*)${themeCookieName}=(light|dark)(?:;|$)`).exec(
    request.headers.cookie ?? '',
  )?.[1];
  if (chosen === 'light' || chosen === 'dark') return chosen;
  const hint = request.headers[colorSchemeHint.toLowerCase()];
  const value = (Array.isArray(hint) ? hint[0] : hint)?.replaceAll('"', '');
  return value === 'dark' || value === 'light' ? value : undefined;
}

/** Where the web build writes its server entry, inside the client build (the server never serves it). */
export const firstPaintFolder = 'server';
const entryFile = 'firstPaint.js';

/**
 * The painted first page of a signed-in `/` or `/posts/{id}`, or of the login screen, or null: no session, nothing to paint, a
 * build without the server entry, or a failed read or render (each said once in the log; the page
 * is then the one the build made, as without this).
 */
export function createFirstPaint(
  root: string,
  read: FirstPaintRead,
  options: { origin: () => string; now: () => Date; warn: (message: string) => void },
) {
  const file = path.join(root, firstPaintFolder, entryFile);
  let loaded: { mtimeMs: number; render: Promise<Renderer | null> } | null = null;
  const said = new Set<string>();
  const warnOnce = (message: string) => {
    if (said.has(message)) return;
    said.add(message);
    options.warn(message);
  };
  const renderer = (): Promise<Renderer | null> => {
    if (!existsSync(file)) {
      warnOnce(
        `firstPaint: the build has no ${firstPaintFolder}/${entryFile}; signed-in pages are not painted`,
      );
      return Promise.resolve(null);
    }
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      // A new build is a new module (the query keeps Node from answering the old one).
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      const render = import(url).then(
        (module: { renderFirstPaint?: unknown; renderPostPaint?: unknown; renderLoginPaint?: unknown }) => {
          if (typeof module.renderFirstPaint !== 'function') {
            warnOnce(`firstPaint: ${entryFile} has no renderFirstPaint`);
            return null;
          }
          return {
            renderFirstPaint: module.renderFirstPaint as Renderer['renderFirstPaint'],
            ...(typeof module.renderPostPaint === 'function'
              ? { renderPostPaint: module.renderPostPaint as Renderer['renderPostPaint'] }
              : {}),
            ...(typeof module.renderLoginPaint === 'function'
              ? { renderLoginPaint: module.renderLoginPaint as Renderer['renderLoginPaint'] }
              : {}),
          };
        },
        (error: unknown) => {
          warnOnce(`firstPaint: ${entryFile} did not load: ${String(error)}`);
          return null;
        },
      );
      loaded = { mtimeMs, render };
    }
    return loaded.render;
  };

  /**
   * A signed-in address (PaintedAddress: its data read for the session), or `login`: a signed-out
   * visitor's login screen at the address asked for (the same for everyone: no read).
   */
  return async function paint(
    request: FastifyRequest,
    page: PaintedAddress | 'login',
  ): Promise<Painted | null> {
    try {
      const render = await renderer();
      if (!render) return null;
      const colorScheme = colorSchemeOf(request);
      let painted: Painted | null;
      if (page === 'login') {
        painted = render.renderLoginPaint?.({ url: request.url, colorScheme }) ?? null;
      } else if (page.page === 'post' && !render.renderPostPaint) {
        painted = null;
      } else {
        const data = await read(request, page);
        if (!data) return null;
        const common = {
          me: data.me,
          blockedIds: data.blockedIds,
          origin: options.origin(),
          now: options.now(),
          colorScheme,
        };
        painted =
          page.page === 'post'
            ? (render.renderPostPaint?.({ ...common, post: data.posts[0] }) ?? null)
            : render.renderFirstPaint({ ...common, posts: data.posts });
      }
      // A class name goes into an attribute: only what the build makes (letters, digits, _ and -).
      return painted && /^[\w -]+$/.test(painted.htmlClass) ? painted : null;
    } catch (error) {
      warnOnce(`firstPaint: the page was not painted: ${String(error)}`);
      return null;
    }
  };
}
