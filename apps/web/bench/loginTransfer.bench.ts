// What the browser TRANSFERS for the login route (README size figures): Debian chromium opens `/` on
// the app served as `pnpm start` serves it, in a phone's window (as Lighthouse's mobile preset: no
// web font there), waits for the login form and for the network to settle, and sums the bytes
// received per response (CDP Network.loadingFinished encodedDataLength: headers plus the body as
// sent, compressed or not). One JSON line per figure; exits 1 over 110 KiB in all.
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/loginTransfer.bench.ts
import { chromium } from 'playwright';
import { startBenchServer } from '../../../scripts/benchServer.ts';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';

type Received = { url: string; type: string; encoding: string; bytes: number };

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await (
    await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } })
  ).newPage();
  const cdp = await page.context().newCDPSession(page);
  const pending = new Map<string, Omit<Received, 'bytes'>>();
  const received: Received[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.set(requestId, { url: response.url, type, encoding: headers['content-encoding'] ?? 'identity' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = pending.get(requestId);
    if (response) received.push({ ...response, bytes: encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  await page.waitForLoadState('networkidle');

  const sum = (items: Received[]) => items.reduce((total, item) => total + item.bytes, 0);
  const scripts = received.filter((item) => item.type === 'Script');
  for (const item of received)
    console.error(
      `  ${item.type.padEnd(10)} ${item.encoding.padEnd(8)} ${String(item.bytes).padStart(8)}  ${item.url}`,
    );
  const encodings = [...new Set(scripts.map((item) => item.encoding))].join(',');
  console.error(`  JavaScript came back as: ${encodings || 'nothing'}`);
  console.log(
    JSON.stringify({
      name: 'web.loginRoute.transfer.total',
      value: kib(sum(received)),
      unit: 'KiB',
      target: '<= 110',
    }),
  );
  console.log(
    JSON.stringify({
      name: 'web.loginRoute.transfer.js',
      value: kib(sum(scripts)),
      unit: 'KiB',
      target: '<= 100',
    }),
  );
  console.log(JSON.stringify({ name: 'web.loginRoute.requests', value: received.length, unit: 'count' }));
  if (kib(sum(received)) > 110) {
    console.error(`login route: ${kib(sum(received))} KiB transferred, over 110 KiB`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
