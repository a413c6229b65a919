import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { conversationListPath, mePath, moderationPaths, postPath, postsPagePath } from '@vizinhos/api';
import { postAddress } from './firstPaint.ts';

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

/**
 * What a signed-in address needs beyond the first screen: its view's chunk (routes.tsx, a lazy view
 * fetched only once the app has started and matched the address; the timeline's is in the first
 * screen's) and the calls that view makes first, from the address itself (a post's id), never from
 * the resident. Without these the view's chunk and then its calls each waited for the one before
 * (Lighthouse's mobile preset: /conversas 3.1 s to its largest paint, /membros 2.65 s, /posts/{id}
 * 2.6 s). Ids in an address are as the server makes them (at most 64 word characters or dashes).
 */
const addressViews: ReadonlyArray<{
  address: RegExp;
  entry?: string;
  calls: (match: RegExpExecArray) => string[];
}> = [
  { address: /^\/$/, calls: () => [postsPagePath({ page: 1 })] },
  {
    address: postAddress,
    entry: 'src/pages/PostPage.tsx',
    calls: ([, id]) => (id ? [postPath(id)] : []),
  },
  { address: /^\/membros$/, entry: 'src/pages/MembersView.tsx', calls: () => [] },
  {
    address: /^\/conversas(?:\/[\w-]{1,64})?$/,
    entry: 'src/pages/ConversationsView.tsx',
    // The list, and the timeline the panel opens over.
    calls: () => [conversationListPath({ includeLatestMessage: true }), postsPagePath({ page: 1 })],
  },
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Files = { scripts: string[]; styles: string[] };

/**
 * The files the signed-in entries need that index.html does not name already, scripts then styles,
 * and for each address view the files its own chunk adds to those.
 */
function signedInFiles(root: string, html: string): { first: Files; views: Files[] } {
  const file = path.join(root, '.vite', 'manifest.json');
  const none = { scripts: [], styles: [] };
  if (!existsSync(file)) return { first: none, views: addressViews.map(() => none) };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const collect = (entries: readonly string[], known: ReadonlySet<string>): Files => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file) || known.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const entry of entries) visit(entry);
    const missing = (asset: string) => !html.includes(`/${asset}"`) && !known.has(asset);
    return { scripts: [...scripts].filter(missing), styles: [...styles].filter(missing) };
  };
  const viewEntries = (view: (typeof addressViews)[number]) => (view.entry ? [view.entry] : []);
  const entries = [...signedInEntries, ...addressViews.flatMap(viewEntries)];
  const stale = entries.filter((entry) => !manifest[entry]);
  if (stale.length > 0) {
    // The page still works without its preloads: said once, loudly, rather than failing every page.
    console.error(`signedInHints: the build's manifest has no chunk for ${stale.join(', ')}`);
  }
  const first = collect(signedInEntries, new Set());
  const known = new Set([...first.scripts, ...first.styles]);
  return { first, views: addressViews.map((view) => collect(viewEntries(view), known)) };
}

/** The address view that serves `pathname`: the calls its address gives and the files it adds. */
function addressViewOf(pathname: string, views: readonly Files[]): { calls: string[]; files: Files } {
  for (const [at, view] of addressViews.entries()) {
    const match = view.address.exec(pathname);
    if (match) return { calls: view.calls(match), files: views[at] ?? { scripts: [], styles: [] } };
  }
  return { calls: [], files: { scripts: [], styles: [] } };
}

/**
 * The tags that start, from the page itself, what a signed-in address asks for first:
 * the session check and the block list, the signed-in screen's chunks, and the address view's chunk and first calls
 * (addressViews: the timeline's first page at `/`, the post at `/posts/{id}`...), all at once instead of each after the script and the call before it. The fetch preloads carry the
 * cookie (`use-credentials`, as the client's `credentials: 'include'`) so the client's calls of the
 * same URLs get these answers.
 */
export function createSignedInHints(
  root: string,
  html: string,
): (pathname: string, isPainted?: boolean) => string {
  const { first, views } = signedInFiles(root, html);
  const fetchTag = (url: string) =>
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`;
  const scriptTags = (scripts: readonly string[]) =>
    scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  // A painted page (firstPaint.ts) needs its styles to paint: applied at once, and the app's chunk
  // finds them in place rather than adding them again.
  const styleTags = (styles: readonly string[], isPainted: boolean) =>
    styles.map((file) =>
      isPainted
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="preload" as="style" crossorigin href="/${file}">`,
    );
  return (pathname, isPainted = false) => {
    const { calls, files: view } = addressViewOf(pathname, views);
    return [
      fetchTag(mePath()),
      // The block list: every signed-in view's first posts wait for it (spec 3: collapsed content).
      fetchTag(moderationPaths.myBlocks),
      ...calls.map(fetchTag),
      ...scriptTags([...first.scripts, ...view.scripts]),
      ...styleTags(first.styles, isPainted),
      // The view's own styles: a painted view (a post's page) needs them to paint; else they are
      // wanted only once its chunk runs: fetched early, never applied here.
      ...styleTags(view.styles, isPainted),
    ].join('\n    ');
  };
}
