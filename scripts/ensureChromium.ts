// Browser tests use Debian's Chromium (never a downloaded build). Installs it when missing and we
// are root; otherwise says, in one line, what to install.
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';
import { run } from './run.ts';

/** Resolves true when Chromium is available (installing it with apt-get as root if needed). */
export async function ensureChromium(): Promise<boolean> {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}: install it with "sudo apt-get install -y chromium".`,
    );
    return false;
  }
  console.log('Installing Debian chromium (apt-get)...');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // dpkg may be locked by another install on a fresh machine: retry a few times.
    if (
      (await run('apt-get', ['update', '-qq'], env)) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji'], env)) === 0
    ) {
      return existsSync(chromiumPath);
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  return false;
}

if (import.meta.main) process.exit((await ensureChromium()) ? 0 : 1);
