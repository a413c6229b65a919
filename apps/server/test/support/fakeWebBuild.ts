import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';

// A stand-in for the web app's build (apps/web/dist) that the server serves: a temporary folder with
// index.html, Vite's manifest naming the shell's, the timeline's and the address views' chunks, and the
// files a test adds.

/** The built index.html: the entry's script in the head, the empty root. */
export const fakeIndexHtml =
  '<!doctype html><html lang="pt-BR"><head><title>Vizinhos</title>' +
  '<script type="module" crossorigin src="/assets/index-Jp4roSwO.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * The build's manifest: the shell's chunk imports the entry's (named by index.html already) and one
 * more; the timeline's two chunks, one sharing the shell's import.
 */
const fakeManifest = {
  'index.html': { file: 'assets/index-Jp4roSwO.js', isEntry: true },
  'src/pages/shell/index.ts': {
    file: 'assets/shell-Ab12Cd34.js',
    isDynamicEntry: true,
    imports: ['index.html', '_common-Ef56Gh78.js'],
    css: ['assets/shell-Ij90Kl12.css'],
  },
  '_common-Ef56Gh78.js': { file: 'assets/common-Ef56Gh78.js' },
  // What starts the app on a painted page (apps/web/build/first-paint.js).
  '_first-paint-Uv12Wx34.js': { file: 'assets/first-paint-Uv12Wx34.js' },
  'src/pages/TimelineLayout.tsx': { file: 'assets/TimelineLayout-Mn34Op56.js', isDynamicEntry: true },
  'src/pages/TimelinePage.tsx': {
    file: 'assets/TimelinePage-Qr78St90.js',
    isDynamicEntry: true,
    imports: ['_common-Ef56Gh78.js'],
  },
  // The views a signed-in address can open on (signedInHints.ts: addressViews); the conversations'
  // shares the timeline's import and brings one of its own and its styles.
  'src/pages/PostPage.tsx': { file: 'assets/PostPage-Aa11Bb22.js', isDynamicEntry: true },
  'src/pages/MembersView.tsx': { file: 'assets/MembersView-Cc33Dd44.js', isDynamicEntry: true },
  'src/pages/ConversationsView.tsx': {
    file: 'assets/ConversationsView-Ee55Ff66.js',
    isDynamicEntry: true,
    imports: ['_common-Ef56Gh78.js', '_virtualizer-Gg77Hh88.js'],
    css: ['assets/ConversationsView-Ii99Jj00.css'],
  },
  '_virtualizer-Gg77Hh88.js': { file: 'assets/virtualizer-Gg77Hh88.js' },
};

/** Writes a build with index.html, the manifest and `files` (path in the build → content); returns its folder. */
export function writeFakeWebBuild(files: Record<string, string | Uint8Array> = {}): string {
  const root = mkdtempSync(`${tmpdir()}/vz-dist-`);
  const all = { 'index.html': fakeIndexHtml, '.vite/manifest.json': JSON.stringify(fakeManifest), ...files };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(`${root}/${path}`), { recursive: true });
    writeFileSync(`${root}/${path}`, content);
  }
  return root;
}
