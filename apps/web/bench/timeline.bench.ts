// The timeline under load, on the app served as `pnpm start` serves it (fresh data folder, the
// embedded database) in Debian chromium. One JSON line per figure:
// - the JavaScript transferred (compressed, as sent) for `/` opened cold by a signed-in resident;
// - 1,000 posts created through the API, then loaded by scrolling as a reader does: the time from
//   the response of the page that brings the list to 1,000 to the next paint, and the elements in
//   the list;
// - frame gaps while scrolling the loaded list by scrollBy in every animation frame;
// - neighbours' votes through the real server at up to 2,000 a second while the page is open:
//   the rate reached, frames over 33 ms, vote_update messages lost, the page's final counts against
//   the server's, and the page's heap growth.
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/timeline.bench.ts
import { normalizePosts } from '@vizinhos/domain';
import { chromium } from 'playwright';
import { startBenchServer } from '../../../scripts/benchServer.ts';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { absorbLive } from './timeline/absorbLive.ts';
import { inPool } from './timeline/inPool.ts';
import { loadPages } from './timeline/loadPages.ts';
import {
  installTimelineProbe,
  type LongFrame,
  scrollByFrames,
  timelineListSelector,
} from './timeline/pageProbes.ts';
import { recordTransfer } from './timeline/recordTransfer.ts';
import { demoPassword, signInResident } from './timeline/residentClient.ts';
import { figure, quantile, round } from './timeline/stats.ts';

const POSTS = 1_000;
const VOTED_POSTS = 8;
const kib = (bytes: number) => round(bytes / 1024);

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const reader = await signInResident(server.url, 'demo');
  const members = await reader.members({ per_page: 100 });
  if (!members.ok) throw new Error(`members: ${members.error}`);
  const names = members.value.users.flatMap(({ username }) =>
    username && username !== 'demo' ? [username] : [],
  );
  const voters = await inPool(names, 4, (name) => signInResident(server.url, name));
  let started = performance.now();
  const created = await inPool(
    Array.from({ length: POSTS }, (_, index) => index),
    16,
    (index) =>
      reader.createPost({
        title: `Postagem de carga ${index + 1}`,
        text: 'Texto de uma postagem criada pelo benchmark da linha do tempo.',
        category: 'Geral',
      }),
  );
  const failed = created.filter((answer) => !answer.ok).length;
  console.error(
    `  ${POSTS - failed} posts created in ${round(performance.now() - started, 0)} ms (${failed} failed)`,
  );
  console.error(`  ${voters.length} neighbours signed in to vote`);

  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installTimelineProbe);
  const signIn = await context.newPage();
  await signIn.goto(`${server.url}/`);
  await signIn.getByLabel('Usuário ou email').fill('demo');
  await signIn.getByLabel('Senha').fill(demoPassword);
  await signIn.getByRole('button', { name: 'Entrar', exact: true }).click();
  await signIn.locator(timelineListSelector).waitFor();
  await signIn.close();

  // 1. The timeline route opened cold by a signed-in resident.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const received = await recordTransfer(cdp);
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.locator(timelineListSelector).waitFor();
  await page.getByRole('banner').getByRole('status').getByText('Online').waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await cdp.send('Network.disable');
  const scripts = received.filter((item) => item.type === 'Script');
  for (const item of received)
    console.error(
      `  ${item.type.padEnd(10)} ${item.encoding.padEnd(8)} ${String(item.bytes).padStart(8)}  ${item.url}`,
    );
  const sum = (items: typeof received) => items.reduce((total, item) => total + item.bytes, 0);
  figure('web.timelineRoute.transfer.js', kib(sum(scripts)), 'KiB', '<= 160');
  figure('web.timelineRoute.transfer.total', kib(sum(received)), 'KiB');

  // 2. 1,000 posts loaded by scrolling; the paint after the page that completes them.
  started = performance.now();
  const { loaded, paints } = await loadPages(page, POSTS, 90_000);
  const last = paints.at(-1);
  const paintMs = last?.paintedAt != null ? last.paintedAt - last.responseAt : Number.NaN;
  const pageMs = paints.flatMap((paint) =>
    paint.paintedAt === null ? [] : [paint.paintedAt - paint.responseAt],
  );
  console.error(
    `  ${loaded} posts in ${paints.length} pages, ${round((performance.now() - started) / 1000)} s; ` +
      `response to paint per page: median ${round(quantile(pageMs, 0.5))} ms, max ${round(Math.max(...pageMs))} ms`,
  );
  figure(`web.timeline.paint.at${loaded}Posts`, round(paintMs), 'ms', '<= 150');
  const elementsAtEnd = await page.evaluate(
    (selector) => document.querySelectorAll(`${selector} *`).length,
    timelineListSelector,
  );

  // A dropped frame is a gap past 1.5 frames: rAF times are rounded to 0.1 ms, so one frame reads
  // 16.6 to 16.8. A frame over 33 ms is a gap past two frames (33.3 ms and the rounding).
  const dropped = (gaps: number[]) => gaps.filter((gap) => gap > 25).length;
  const over33 = (gaps: number[]) => gaps.filter((gap) => gap > 34).length;

  // 3. Scrolling the loaded list from the top: 100 px in each of 600 frames. First 180 frames at
  // rest, the floor this machine and headless Chromium give (other work may share the cores).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const idle = await page.evaluate(scrollByFrames, {
    stepPx: 0,
    frames: 180,
    listSelector: timelineListSelector,
  });
  figure('web.timeline.idle.frame.p95', round(quantile(idle.gaps, 0.95), 2), 'ms');
  figure('web.timeline.idle.droppedFrames', dropped(idle.gaps), `of ${idle.gaps.length}`);
  const scroll = await page.evaluate(scrollByFrames, {
    stepPx: 100,
    frames: 600,
    listSelector: timelineListSelector,
  });
  console.error(
    `  scrolled ${scroll.scrolledPx} px over ${loaded} posts; max frame ${round(Math.max(...scroll.gaps))} ms`,
  );
  figure('web.timeline.scroll.frame.p95', round(quantile(scroll.gaps, 0.95), 2), 'ms', '<= 16.7');
  figure('web.timeline.scroll.droppedFrames', dropped(scroll.gaps), `of ${scroll.gaps.length}`);
  figure('web.timeline.list.elements', Math.max(elementsAtEnd, scroll.maxListElements), 'count', '< 400');

  // 4. Neighbours' votes pouring in.
  const top = await reader.listPosts({ page: 1, post_category: 'Geral' });
  if (!top.ok) throw new Error(`posts: ${top.error}`);
  const postIds = normalizePosts(top.value.posts)
    .slice(0, VOTED_POSTS)
    .map((post) => post.id);
  const live = await absorbLive(page, cdp, reader, {
    voters,
    postIds,
    ratePerSecond: 2_000,
    concurrency: 128,
    minMs: 10_000,
    minVotes: 10_000,
    maxMs: 30_000,
  });
  const rate = live.votes / (live.elapsedMs / 1000);
  console.error(
    `  ${live.votes} votes (${live.failures} failed) in ${round(live.elapsedMs / 1000)} s by ${voters.length} ` +
      `neighbours on ${postIds.length} posts; ${live.received} vote_update received; frames: max ` +
      `${round(Math.max(...live.frameGaps))} ms, long animation frames (>= 50 ms): ${live.longAnimationFrames.length}`,
  );
  const longFrames = live.longAnimationFrames;
  const total = (pick: (frame: LongFrame) => number) =>
    round(
      longFrames.reduce((sum, frame) => sum + pick(frame), 0),
      0,
    );
  console.error(
    `  long animation frames: ${total((frame) => frame.duration)} ms in all, scripts ${total((frame) => frame.scriptMs)} ms, ` +
      `style and layout ${total((frame) => frame.layoutMs)} ms; longest scripts:`,
  );
  for (const frame of [...longFrames].sort((a, b) => b.duration - a.duration).slice(0, 5))
    console.error(`    ${round(frame.duration, 0)} ms: ${frame.topScript}`);
  figure('web.timeline.live.rate', round(rate, 0), 'events/s', '>= 2000');
  figure('web.timeline.live.events', live.votes, 'count', '>= 10000');
  figure('web.timeline.live.framesOver33ms', over33(live.frameGaps), `of ${live.frameGaps.length}`, '0');
  figure('web.timeline.live.lost', Math.max(0, live.votes - live.received), 'count', '0');
  figure('web.timeline.live.countMismatches', live.mismatches, `of ${live.checked}`, '0');
  figure('web.timeline.live.heapGrowth', round(live.heapGrowthBytes / 1024 / 1024, 2), 'MB', '<= 20');
} finally {
  await browser.close();
  await server.stop();
}
