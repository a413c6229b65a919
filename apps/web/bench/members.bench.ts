// The members directory with 5,000 members, on the app served as `pnpm start` serves it (fresh data
// folder, the embedded database) in Debian chromium. The directory's two list calls (GET users and
// users/search) are answered in the browser from 5,000 generated members, 20 a page as the server
// pages them; everything else is the real server. One JSON line per figure:
// - the time to load all 250 pages by scrolling as a reader does, and the elements in the grid;
// - frame gaps while scrolling the loaded grid by scrollBy in every animation frame (p95 <= 16.7 ms).
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/members.bench.ts
import { makeWireMembers } from '@vizinhos/api/mocks';
import { chromium } from 'playwright';
import { startBenchServer } from '../../../scripts/benchServer.ts';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { scrollByFrames } from './timeline/pageProbes.ts';
import { demoPassword } from './timeline/residentClient.ts';
import { figure, quantile, round } from './timeline/stats.ts';

const MEMBERS = 5_000;
const gridSelector = 'section[data-view="members"] [role="list"][aria-label="Membros"]';

const members = makeWireMembers(MEMBERS).map((member, index) => ({
  ...member,
  _id: { $oid: (0x64b000000000 + index).toString(16).padStart(24, '0') },
  summary: 'Moradora da Rua das Flores, organiza a feira de trocas da praça aos sábados.',
  created_at: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString(),
}));

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  await context.route(/\/api\/v1\/users(\/search)?\?/, async (route) => {
    const url = new URL(route.request().url());
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '20');
    await route.fulfill({
      json: {
        users: members.slice((page - 1) * perPage, page * perPage),
        meta: { total_count: members.length },
      },
    });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.getByLabel('Usuário ou email').fill('demo');
  await page.getByLabel('Senha').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('banner').getByRole('status').getByText('Online').waitFor({ timeout: 20_000 });
  await page.goto(`${server.url}/membros`);
  await page.locator(`${gridSelector} [role="listitem"]`).first().waitFor();

  // 1. Every page loaded by scrolling to the bottom, as a reader does.
  const started = performance.now();
  const end = page.getByText(/Todos os membros foram carregados/);
  while (!(await end.isVisible())) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(20);
    if (performance.now() - started > 180_000) {
      const shown = await page.locator(`${gridSelector}`).getAttribute('style');
      throw new Error(`the end text never showed (grid ${shown})`);
    }
  }
  const loadMs = performance.now() - started;
  console.error(`  ${await end.textContent()} in ${round(loadMs / 1000)} s`);
  figure('web.members.load.all5000', round(loadMs, 0), 'ms');

  // 2. Scrolling the loaded grid from the top: 100 px in each of 600 frames, after 180 at rest.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const idle = await page.evaluate(scrollByFrames, { stepPx: 0, frames: 180, listSelector: gridSelector });
  figure('web.members.idle.frame.p95', round(quantile(idle.gaps, 0.95), 2), 'ms');
  const scroll = await page.evaluate(scrollByFrames, {
    stepPx: 100,
    frames: 600,
    listSelector: gridSelector,
  });
  console.error(
    `  scrolled ${scroll.scrolledPx} px over ${MEMBERS} members; max frame ${round(Math.max(...scroll.gaps))} ms`,
  );
  figure('web.members.scroll.frame.p95', round(quantile(scroll.gaps, 0.95), 2), 'ms', '<= 16.7');
  figure(
    'web.members.scroll.droppedFrames',
    scroll.gaps.filter((gap) => gap > 25).length,
    `of ${scroll.gaps.length}`,
  );
  figure('web.members.grid.elements', scroll.maxListElements, 'count', '< 1500');
} finally {
  await browser.close();
  await server.stop();
}
