// Browser tests use Debian's Chromium (never a downloaded build) and the colour emoji font the
// visual baselines were taken with. Installs what is missing when we are root; otherwise says, in one
// line, what to install.
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';
import { run } from './run.ts';

/**
 * The emoji font the screenshots were taken with. Without it Chromium draws emoji from another font
 * (or as boxes), and every baseline with one differs: a machine that had Chromium already but not
 * this font failed the visual step on pixels no change made.
 */
const emojiFont = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** Resolves true when Chromium and the emoji font are available (installing them with apt-get as root if needed). */
export async function ensureChromium(): Promise<boolean> {
  const hasChromium = existsSync(chromiumPath);
  if (hasChromium && existsSync(emojiFont)) return true;
  // A Chromium of the operator's choosing (CHROMIUM_PATH) is not ours to install; its font is.
  const packages = [...(hasChromium ? [] : ['chromium']), 'fonts-noto-color-emoji'];
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the browser tests: install them with "sudo apt-get install -y ${packages.join(' ')}".`,
    );
    return false;
  }
  console.log(`Installing ${packages.join(' and ')} (apt-get)...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // dpkg may be locked by another install on a fresh machine: retry a few times.
    if (
      (await run('apt-get', ['update', '-qq'], env)) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', ...packages], env)) === 0
    ) {
      return existsSync(chromiumPath) && existsSync(emojiFont);
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  return false;
}

if (import.meta.main) process.exit((await ensureChromium()) ? 0 : 1);
