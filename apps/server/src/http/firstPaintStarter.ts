import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The starter's file in the build: hashed (apps/web/build/webAppHead.ts), so cached for a year. */
const starterFile = /^assets\/first-paint-[\w-]+\.js$/;

/**
 * The address of the script that starts the app on a page the server painted
 * (apps/web/build/first-paint.js), from the build's manifest, or null when the build has none:
 * a painted page then starts the app as the page as built does, at once (indexPage.ts).
 */
export function readFirstPaintStarter(root: string): string | null {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string }>;
  const starter = Object.values(manifest).find((chunk) => starterFile.test(chunk.file ?? ''));
  if (!starter?.file) {
    console.error("firstPaintStarter: the build's manifest names no first-paint script");
    return null;
  }
  return `/${starter.file}`;
}
