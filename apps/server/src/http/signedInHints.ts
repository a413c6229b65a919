import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mePath, postPath, postsPagePath } from '@vizinhos/api';

/**
 * The chunks of the first signed-in screen (apps/web/src/routes.tsx: the shell and the timeline,
 * lazy views the login route does not load, and the whole API client, packages/api/src/clientOnDemand.ts), by their source path in the build's manifest
 * (`build.manifest`). A name the build does not have is reported (below) and checked by an e2e
 * journey on the real build (e2e/shell.spec.ts): these once named files that had moved, and every
 * signed-in page went without its preloads unnoticed.
 */
const signedInEntries = [
  'src/pages/shell/index.ts',
  'src/pages/TimelineLayout.tsx',
  'src/pages/TimelinePage.tsx',
  // The API client beyond the accounts calls (the login route's): the timeline's first call needs it.
  '../../packages/api/src/client.ts',
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** The files the signed-in entries need that index.html does not name already, scripts then styles. */
function signedInFiles(root: string, html: string): { scripts: string[]; styles: string[] } {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return { scripts: [], styles: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const stale = signedInEntries.filter((entry) => !manifest[entry]);
  if (stale.length > 0) {
    // The page still works without its preloads: said once, loudly, rather than failing every page.
    console.error(`signedInHints: the build's manifest has no chunk for ${stale.join(', ')}`);
  }
  for (const entry of signedInEntries) visit(entry);
  const missing = (asset: string) => !html.includes(`/${asset}"`);
  return { scripts: [...scripts].filter(missing), styles: [...styles].filter(missing) };
}

/** A post's address (`/posts/{id}`, ids as the server makes them): its id, else undefined. */
const postAddress = /^\/posts\/([\w-]{1,64})$/;

/**
 * The tags that start, from the page itself, what a signed-in address asks for first (issue 27):
 * the session check, the first page of the timeline at `/` or the post at `/posts/{id}`, and the
 * signed-in screen's chunks, all
 * at once instead of each after the script and the call before it. The fetch preloads carry the
 * cookie (`use-credentials`, as the client's `credentials: 'include'`) so the client's calls of the
 * same URLs get these answers.
 */
export function createSignedInHints(
  root: string,
  html: string,
): (pathname: string, isPainted?: boolean) => string {
  const { scripts, styles } = signedInFiles(root, html);
  const fetchTag = (url: string) =>
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`;
  const scriptTags = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  // A painted page (firstPaint.ts) needs its styles to paint: applied at once, and the app's chunk
  // finds them in place rather than adding them again.
  const styleTags = (isPainted: boolean) =>
    styles.map((file) =>
      isPainted
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="preload" as="style" crossorigin href="/${file}">`,
    );
  return (pathname, isPainted = false) => {
    const postId = postAddress.exec(pathname)?.[1];
    return [
      fetchTag(mePath()),
      ...(pathname === '/' ? [fetchTag(postsPagePath({ page: 1 }))] : []),
      ...(postId ? [fetchTag(postPath(postId))] : []),
      ...scriptTags,
      ...styleTags(isPainted),
    ].join('\n    ');
  };
}
