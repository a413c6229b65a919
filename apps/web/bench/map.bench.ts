// The maps, on the app served as `pnpm start` serves it (fresh data folder, the embedded database) in
// Debian chromium. One JSON line per figure:
// - the gzipped size of Leaflet's chunk (script and stylesheet), fetched only when a map first
//   shows, and of the map feature's own chunk;
// - 200 located Segurança incidents created through the API, then the Segurança timeline opened cold:
//   the time from navigation to an interactive security card (Leaflet loaded, markers drawn, the map
//   focusable), and, once the reader scrolled the 200 in, the time a neighbour's new incident takes
//   to reach the card as a marker.
// Tiles come from the fixture folder by route interception (no tile server is reachable here).
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/map.bench.ts
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startBenchServer } from '../../../scripts/benchServer.ts';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { inPool } from './timeline/inPool.ts';
import { demoPassword, signInResident } from './timeline/residentClient.ts';
import { figure, round, sleep } from './timeline/stats.ts';

const INCIDENTS = 200;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const tile = fileURLToPath(
  new URL('../../../packages/ui/src/features/map/tileFixtures/tile.png', import.meta.url),
);
const kib = (bytes: number) => round(bytes / 1024, 2);

// 1. Chunk sizes, from the build's manifest.
type ManifestEntry = { file: string; css?: string[]; name?: string; src?: string };
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestEntry
>;
const gzipped = (file: string) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const entries = Object.values(manifest);
const leaflet = entries.find((entry) => entry.file.includes('/leaflet-src-'));
const leafletCss = Object.values(manifest).find(
  (entry) => entry.file.includes('/leaflet-') && entry.file.endsWith('.css'),
);
const mapFeature = entries.find((entry) => entry.src === 'src/features/map/index.ts');
if (!leaflet || !mapFeature) throw new Error('no Leaflet or map chunk in the manifest: build the app first');
figure('web.map.leafletChunk.gzip', kib(gzipped(leaflet.file)), 'KiB');
if (leafletCss) figure('web.map.leafletCss.gzip', kib(gzipped(leafletCss.file)), 'KiB');
figure('web.map.featureChunk.gzip', kib(gzipped(mapFeature.file)), 'KiB');

// 2. The security card with 200 incidents.
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const reporter = await signInResident(server.url, 'demo');
  const created = await inPool(
    Array.from({ length: INCIDENTS }, (_, index) => index),
    8,
    (index) =>
      reporter.createPost({
        title: `Ocorrência de carga ${index + 1}`,
        text: 'Ocorrência criada pelo benchmark do mapa de segurança.',
        category: 'Segurança',
        location: [-46.6333 + ((index % 20) - 10) * 0.002, -23.5505 + (Math.floor(index / 20) - 5) * 0.002],
      }),
  );
  console.error(`  ${created.filter((answer) => answer.ok).length} incidents created`);

  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ path: tile, contentType: 'image/png' }),
  );
  const signIn = await context.newPage();
  await signIn.goto(`${server.url}/`);
  await signIn.getByLabel('Usuário ou email').fill('joao.pereira');
  await signIn.getByLabel('Senha').fill(demoPassword);
  await signIn.getByRole('button', { name: 'Entrar', exact: true }).click();
  await signIn.getByRole('banner').getByRole('status').getByText('Online').waitFor({ timeout: 20_000 });
  await signIn.close();

  const page = await context.newPage();
  const card = page.getByRole('region', { name: 'Mapa de ocorrências' });
  const markers = () => page.locator('[data-kind="incident"]').count();
  await page.goto(`${server.url}/categoria/seguranca`);
  await card.getByRole('application').waitFor({ timeout: 30_000 });
  await page.locator('[data-kind="incident"]').first().waitFor({ timeout: 30_000 });
  const interactiveMs = await page.evaluate(() => performance.now());
  figure('web.map.securityCard.interactive', round(interactiveMs), 'ms', '<= 2500');

  // The reader scrolls the 200 incidents in; the card follows the timeline.
  const deadline = Date.now() + 90_000;
  while ((await markers()) < INCIDENTS && Date.now() < deadline) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await sleep(300);
  }
  const shown = await markers();
  figure('web.map.securityCard.markers', shown, 'count', `>= ${INCIDENTS}`);
  await page.evaluate(() => window.scrollTo(0, 0));

  const sentAt = Date.now();
  const live = await reporter.createPost({
    title: 'Ocorrência ao vivo do benchmark',
    text: 'Uma ocorrência nova com o cartão já cheio.',
    category: 'Segurança',
    location: [-46.6301, -23.5521],
  });
  if (!live.ok) throw new Error(`live incident: ${live.error}`);
  await page.locator('[data-kind="incident"][title^="Ocorrência ao vivo"]').waitFor({ timeout: 20_000 });
  figure(`web.map.securityCard.liveMarker.at${shown}`, Date.now() - sentAt, 'ms', '<= 1000');
} finally {
  await browser.close();
  await server.stop();
}
