// One place for how every browser test starts Chromium: Debian's build, never a downloaded one
// (TOOLCHAIN.md). The background-networking flags keep it off the closed network.
/** Path of the Chromium binary every browser runner uses. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every Chromium launch; `--headless` is left to the runner. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
