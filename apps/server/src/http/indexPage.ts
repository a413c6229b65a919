import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../auth/sessions.ts';
import type { PagePolicy } from './securityHeaders.ts';
import { createSignedInHints } from './signedInHints.ts';

/**
 * The placeholder a build may write where a per-response nonce belongs (Vite: `html.cspNonce`).
 * When index.html holds it, each answer gets a fresh nonce in the page and in its CSP.
 */
const nonceSlot = '__CSP_NONCE__';

type Page = { html: string; hash: string; br: Buffer; gzip: Buffer };
/** The page as built (signed out), and its signed-in variants by the hints they carry. */
type Loaded = {
  mtimeMs: number;
  html: string;
  variants: Map<string, Page>;
  hints: (pathname: string) => string;
};

/** The variants kept compressed: the page as built, `/`, the other addresses, and room for a few posts. */
const maxKeptVariants = 8;

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

const compress = (html: string) => ({
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(html, { level: 9 }),
});

const pageOf = (html: string): Page => ({
  html,
  hash: createHash('sha256').update(html).digest('base64url').slice(0, 22),
  ...compress(html),
});

/**
 * Serves the app's index.html (the SPA fallback too): `no-cache` with an ETag and 304 on
 * If-None-Match, compressed by Accept-Encoding. Read again when the file changes (a new build).
 * A request with a session cookie gets the page with the signed-in hints (signedInHints.ts).
 */
export function createIndexPage(root: string, pagePolicy: PagePolicy) {
  const file = path.join(root, 'index.html');
  let loaded: Loaded | null = null;
  const load = (): Loaded => {
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    const html = readFileSync(file, 'utf8');
    loaded = { mtimeMs, html, variants: new Map(), hints: createSignedInHints(root, html) };
    return loaded;
  };
  /** The page for this request: as built, or with the hints of a signed-in address (few: kept). */
  const variantOf = (request: FastifyRequest): Page => {
    const built = load();
    const pathname = request.url.split('?')[0] ?? '/';
    const hints = hasSessionCookie(request) ? built.hints(pathname) : '';
    let page = built.variants.get(hints);
    if (!page) {
      page = pageOf(hints ? built.html.replace('</head>', `  ${hints}\n  </head>`) : built.html);
      // A post's page names its post: those are made per request, the few others kept.
      if (built.variants.size < maxKeptVariants) built.variants.set(hints, page);
    }
    return page;
  };

  return function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const page = variantOf(request);
    const withNonce = page.html.includes(nonceSlot);
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
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    if (asked === etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(nonce ? page.html.replaceAll(nonceSlot, nonce) : page.html);
    const body = nonce ? compress(page.html.replaceAll(nonceSlot, nonce))[encoding] : page[encoding];
    return reply.header('Content-Encoding', encoding).send(body);
  };
}
