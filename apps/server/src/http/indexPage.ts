import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../auth/sessions.ts';
import { colorSchemeHint, type Painted, type PaintedAddress, paintedAddressOf } from './firstPaint.ts';
import { readFirstPaintStarter } from './firstPaintStarter.ts';
import { replaceFirst } from './replaceFirst.ts';
import type { PagePolicy } from './securityHeaders.ts';
import { createSignedInHints } from './signedInHints.ts';

/**
 * The placeholder a build may write where a per-response nonce belongs (Vite: `html.cspNonce`).
 * When index.html holds it, each answer gets a fresh nonce in the page and in its CSP.
 */
const nonceSlot = '__CSP_NONCE__';

/** A page, and the same page with a nonce in the build's slots (`html` is it with none). */
type Page = { html: string; hash: string; br: Buffer; gzip: Buffer; fill: (nonce: string) => string };
/** The page as built (signed out), and its signed-in variants by the hints they carry. */
type Loaded = {
  mtimeMs: number;
  html: string;
  variants: Map<string, Page>;
  hints: (pathname: string, isPainted?: boolean) => string;
  /** The script that starts the app on a painted page (firstPaintStarter.ts). */
  starter: string | null;
};

/**
 * The variants kept compressed: the page as built, `/`, the other addresses, the login screen in
 * either theme, and room for a few posts.
 */
const maxKeptVariants = 12;

/** Whether the request carries a session cookie (valid or not: the app's session check decides). */
function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return header !== undefined && new RegExp(`(?:^|;\\s*)${sessionCookieName}=[^;]`).test(header);
}

/** Picks the best encoding the client accepts among ours (brotli first), or identity. */
function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = accept.split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name, ok: q === undefined || Number(q.slice(2)) > 0 };
  });
  const accepts = (name: string) =>
    offered.some((item) => (item.name === name || item.name === '*') && item.ok);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Where the painted first page goes: just before the app's root (firstPaint.ts). */
const rootTag = '<div id="root">';
/** Where its theme class goes. */
const htmlTag = '<html ';

/** The app's module entry and its chunks' preloads, as the build and the hints write them. */
const moduleEntry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A painted page starts the app once its posts have shown (apps/web/build/first-paint.js): once
 * the painted page's images decoded (or failed, or 3 s passed) and two frames passed (the one that
 * paints them has been shown), so on a slow network the page's styles and the first cards' images
 * come before the app's scripts; then the app's chunks are asked for all at once, and its entry
 * runs. The script is the head's, not deferred: fetched beside the styles the page waits for
 * anyway, it runs before the page is read, so a painted form (the login screen) submitted, or a
 * painted button pressed, before the app starts waits for the app, which does it with what was
 * typed (apps/web/src/views/firstPaint.ts); a deferred one left a moment when a submit went to the
 * server as a page load instead. Without the entry in the page, the page as it is.
 */
function startAfterPaint(html: string, starter: string | null): string {
  const entry = moduleEntry.exec(html)?.[1];
  if (!entry || !starter) return html;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const script = `<script src="${starter}" data-app="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(modulePreload, '').replace(moduleEntry, () => script);
}

/** The page as built with its nonce (a fresh one per answer) in its slots, or as it is without one. */
const fillNonce = (html: string, nonce: string | null) =>
  nonce ? html.replaceAll(nonceSlot, () => nonce) : html;

/**
 * The page with a painted page (firstPaint.ts) before the app's root, started after it shows. The
 * painted markup carries residents' words, so it goes in last and by slicing (replaceFirst): no
 * pattern of the page's own edits ever runs over it, and a post that says `__CSP_NONCE__` never
 * receives the page's nonce.
 */
const withPainted = (html: string, painted: Painted, starter: string | null, nonce: string | null) =>
  replaceFirst(
    fillNonce(
      startAfterPaint(replaceFirst(html, htmlTag, `<html class="${painted.htmlClass}" `), starter),
      nonce,
    ),
    rootTag,
    `${painted.markup}\n    ${rootTag}`,
  );

/** The page with the signed-in hints (signedInHints.ts) at the end of its head. */
const withHints = (html: string, hints: string) => replaceFirst(html, '</head>', `  ${hints}\n  </head>`);

const compress = (html: string) => ({
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(html, { level: 9 }),
});

const pageOf = (fill: (nonce: string | null) => string): Page => {
  const html = fill(null);
  return {
    html,
    hash: createHash('sha256').update(html).digest('base64url').slice(0, 22),
    ...compress(html),
    fill,
  };
};

/**
 * Serves the app's index.html (the SPA fallback too): `no-cache` with an ETag and 304 on
 * If-None-Match, compressed by Accept-Encoding. Read again when the file changes (a new build).
 * A request with a session cookie gets the page with the signed-in hints (signedInHints.ts).
 */
export function createIndexPage(
  root: string,
  pagePolicy: PagePolicy,
  /** The painted first page of a signed-in `/` or `/posts/{id}`, or the login screen, or null (firstPaint.ts). */
  paint?: (request: FastifyRequest, page: PaintedAddress | 'login') => Promise<Painted | null>,
) {
  const file = path.join(root, 'index.html');
  let loaded: Loaded | null = null;
  const load = (): Loaded => {
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    const html = readFileSync(file, 'utf8');
    loaded = {
      mtimeMs,
      html,
      variants: new Map(),
      hints: createSignedInHints(root, html),
      starter: readFirstPaintStarter(root),
    };
    return loaded;
  };
  /**
   * The page for this request: as built, with the hints of a signed-in address, or with the login
   * screen painted (the same for every visitor but for the theme and the query's notice): few, kept.
   */
  const variantOf = (request: FastifyRequest, login: Painted | null): Page => {
    const built = load();
    const pathname = request.url.split('?')[0] ?? '/';
    const hints = hasSessionCookie(request) ? built.hints(pathname) : '';
    const key = login
      ? `login ${login.htmlClass} ${createHash('sha256').update(login.markup).digest('base64url')}`
      : hints;
    let page = built.variants.get(key);
    if (!page) {
      page = pageOf((nonce) =>
        login
          ? withPainted(built.html, login, built.starter, nonce)
          : fillNonce(hints ? withHints(built.html, hints) : built.html, nonce),
      );
      // A post's page names its post: those are made per request, the few others kept.
      if (built.variants.size < maxKeptVariants) built.variants.set(key, page);
    }
    return page;
  };

  /**
   * The page with a resident's own first posts in it: made for this request only, never stored by
   * a shared cache nor kept here (`private, no-store`, no ETag).
   */
  const sendPainted = (request: FastifyRequest, reply: FastifyReply, painted: Painted) => {
    const built = load();
    const withNonce = built.html.includes(nonceSlot);
    const nonce = withNonce ? randomBytes(16).toString('base64url') : null;
    const html = withPainted(
      withHints(built.html, built.hints(request.url, true)),
      painted,
      built.starter,
      nonce,
    );
    pagePolicy(request, reply, nonce);
    reply
      .header('Cache-Control', 'private, no-store')
      .header('Vary', `Accept-Encoding, Cookie, ${colorSchemeHint}`)
      // The next page comes in the device's colour scheme from the start.
      .header('Accept-CH', colorSchemeHint)
      .type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    // Made per request: a quick brotli, not the build's slowest.
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(html, { level: 6 });
    return reply.header('Content-Encoding', encoding).send(body);
  };

  return async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const isSignedIn = hasSessionCookie(request);
    const built = paint ? load().html : '';
    const paintable = paint && built.includes(rootTag) && built.includes(htmlTag);
    // Signed in at `/` or `/posts/{id}` (no query): that page painted with the resident's data.
    const address = paintable && isSignedIn ? paintedAddressOf(request.url) : null;
    if (paint && address) {
      const painted = await paint(request, address);
      if (painted) return sendPainted(request, reply, painted);
    }
    // Signed out, any address: the login screen painted (the app shows it there too), if it does.
    const login = paintable && !isSignedIn ? await paint(request, 'login') : null;
    const page = variantOf(request, login);
    // The build's page says whether it has slots: a painted login screen's words never do.
    const withNonce = load().html.includes(nonceSlot);
    // With a nonce the ETag carries it, so a 304 keeps the policy of the page the browser holds.
    const asked = request.headers['if-none-match'];
    const held = asked?.match(/^"([\w-]{22})(?:\.([\w-]{22}))?"$/);
    const nonce = withNonce
      ? (held?.[1] === page.hash && held[2]) || randomBytes(16).toString('base64url')
      : null;
    const etag = `"${page.hash}${nonce ? `.${nonce}` : ''}"`;
    pagePolicy(request, reply, nonce);
    reply
      .header('Cache-Control', 'no-cache')
      .header('ETag', etag)
      .header('Vary', `Accept-Encoding, Cookie${login ? `, ${colorSchemeHint}` : ''}`)
      .type('text/html; charset=utf-8');
    if (login) reply.header('Accept-CH', colorSchemeHint);
    if (asked === etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(nonce ? page.fill(nonce) : page.html);
    const body = nonce ? compress(page.fill(nonce))[encoding] : page[encoding];
    return reply.header('Content-Encoding', encoding).send(body);
  };
}
