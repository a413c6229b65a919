// A post with 500 comments, on the app served as `pnpm start` serves it (fresh data folder, the
// embedded database) in Debian chromium. One JSON line per figure:
// - the time from the response of the comment section's first page (GET comments?comment_page=1,
//   5 comments, spec: Business constants and limits) to the next paint with them on screen, on the
//   single post view (/posts/{id}), where the section opens by itself; the median of several cold
//   openings, and the worst.
// The in-page probe wraps fetch: when that response resolves it notes the time, then waits for the
// section's list to hold its comments and for the frame after that commit to be painted (a rAF,
// then a message, lands after the paint).
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/comments.bench.ts
import { normalizePost } from '@vizinhos/domain';
import { chromium } from 'playwright';
import { startBenchServer } from '../../../scripts/benchServer.ts';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { inPool } from './timeline/inPool.ts';
import { demoPassword, signInResident } from './timeline/residentClient.ts';
import { figure, quantile, round } from './timeline/stats.ts';

const COMMENTS = 500;
const OPENINGS = 7;

declare global {
  interface Window {
    __commentsBench: { responseAt: number | null; paintedAt: number | null };
  }
}

/** Init script: times the first comments page from its response to the paint that shows it. */
function installCommentsProbe(): void {
  const probe: Window['__commentsBench'] = { responseAt: null, paintedAt: null };
  window.__commentsBench = probe;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    probe.paintedAt = performance.now();
  };
  const shown = () =>
    document.querySelectorAll('section[aria-label="Comentários"] ul[aria-label="Comentários"] > li').length >=
    5;
  const waitForPaint = () => {
    if (shown()) requestAnimationFrame(() => channel.port2.postMessage(null));
    else requestAnimationFrame(waitForPaint);
  };
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (
      probe.responseAt === null &&
      /\/comments\?(.*&)?comment_page=1(&|$)/.test(url) &&
      !/comment_id=/.test(url)
    ) {
      probe.responseAt = performance.now();
      waitForPaint();
    }
    return response;
  };
}

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const author = await signInResident(server.url, 'demo');
  const post = await author.createPost({
    title: 'Reunião sobre a reforma da praça',
    text: 'Vamos decidir juntos o que muda na praça da Rua das Flores.',
    category: 'Geral',
  });
  if (!post.ok) throw new Error(`post: ${post.error}`);
  const postId = normalizePost(post.value)?.id;
  if (postId === undefined) throw new Error('post: no id');
  let started = performance.now();
  const created = await inPool(
    Array.from({ length: COMMENTS }, (_, index) => index),
    16,
    (index) =>
      author.createComment(postId, { text: `Comentário de carga ${index + 1}: concordo com a proposta.` }),
  );
  const failed = created.filter((answer) => !answer.ok).length;
  console.error(
    `  ${COMMENTS - failed} comments created in ${round(performance.now() - started, 0)} ms (${failed} failed)`,
  );

  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installCommentsProbe);
  const signIn = await context.newPage();
  await signIn.goto(`${server.url}/`);
  await signIn.getByLabel('Usuário ou email').fill('demo');
  await signIn.getByLabel('Senha').fill(demoPassword);
  await signIn.getByRole('button', { name: 'Entrar', exact: true }).click();
  await signIn.getByRole('banner').getByRole('status').getByText('Online').waitFor({ timeout: 20_000 });
  await signIn.close();

  const timings: number[] = [];
  started = performance.now();
  for (let opening = 0; opening < OPENINGS; opening++) {
    const page = await context.newPage();
    await page.goto(`${server.url}/posts/${postId}`);
    await page.waitForFunction(() => window.__commentsBench.paintedAt !== null, null, {
      timeout: 20_000,
      polling: 50,
    });
    const { responseAt, paintedAt } = await page.evaluate(() => window.__commentsBench);
    if (responseAt !== null && paintedAt !== null) timings.push(paintedAt - responseAt);
    await page.close();
  }
  console.error(
    `  ${timings.length} openings of /posts/{id} in ${round((performance.now() - started) / 1000)} s; ` +
      `response to paint: ${timings.map((ms) => round(ms)).join(', ')} ms`,
  );
  figure('web.comments.firstPage.paint.at500Comments', round(quantile(timings, 0.5)), 'ms', '<= 50');
  figure('web.comments.firstPage.paint.worst', round(Math.max(...timings)), 'ms');
} finally {
  await browser.close();
  await server.stop();
}
