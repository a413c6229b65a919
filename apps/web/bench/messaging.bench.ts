// A conversation of 10,000 messages on the app served as `pnpm start` serves it (fresh data folder,
// the embedded database) in Debian chromium. One JSON line per figure:
// - the time from opening `/conversas/{id}` to the first rows painted (page 1 of 40);
// - frame gaps while the reader scrolls up through every page of 40 (250 requests, each page added
//   above the rows under their eyes);
// - frame gaps while scrolling down the 10,000 loaded messages by scrollTop in every animation frame,
//   and the elements the virtualised list holds.
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/messaging.bench.ts
import { readConversationsEnvelope, unwrapId, type WireMessage } from '@vizinhos/domain';
import { chromium } from 'playwright';
import { startBenchServer } from '../../../scripts/benchServer.ts';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { chatScrollerSelector, installMessagingProbe, scrollChatByFrames } from './messaging/chatProbes.ts';
import { demoPassword, signInResident } from './timeline/residentClient.ts';
import { figure, quantile, round } from './timeline/stats.ts';

const MESSAGES = 10_000;
const PAGES = Math.ceil(MESSAGES / 40);
const reader = 'rafael.gomes';
const neighbour = 'rodrigo.araujo';

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const b = await signInResident(server.url, neighbour);
  const found = await b.searchResidents(reader);
  if (!found.ok) throw new Error(`search: ${found.error}`);
  const readerId = unwrapId(found.value.users.find((user) => user.username === reader)?._id);
  const me = await b.me();
  const neighbourId = me.ok ? unwrapId(me.value._id) : undefined;
  if (!readerId || !neighbourId) throw new Error('residents not found');
  const created = await b.createConversation({ neighborIds: [readerId] });
  if (!created.ok) throw new Error(`conversation: ${created.error}`);
  const conversation = readConversationsEnvelope(created.value)[0];
  if (!conversation) throw new Error('no conversation in the answer');
  // The 10,000 messages, oldest first, two residents in turn (the sender changes, so the avatar rule
  // works), a minute apart. The page's GET messages calls for this conversation are answered from
  // them as the server pages them (newest page first, 40 each): what is measured is the app's
  // rendering; the server's paging and its latency have their own tests and bench.
  const base = Date.now() - MESSAGES * 60_000;
  const people = [
    { _id: { $oid: readerId }, username: reader, avatar: null },
    { _id: { $oid: neighbourId }, username: neighbour, avatar: null },
  ];
  const messages: WireMessage[] = Array.from({ length: MESSAGES }, (_, index) => ({
    _id: { $oid: `bench-message-${index + 1}` },
    body: `Mensagem ${index + 1} da conversa de carga: combinado, passo aí depois das 18h.`,
    user: people[index % 5 < 2 ? 0 : 1],
    post: null,
    is_command: false,
    created_at: new Date(base + index * 60_000).toISOString(),
    conversation_id: { $oid: conversation.id },
  }));

  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installMessagingProbe);
  const signIn = await context.newPage();
  await signIn.goto(`${server.url}/`);
  await signIn.getByLabel('Usuário ou email').fill(reader);
  await signIn.getByLabel('Senha').fill(demoPassword);
  await signIn.getByRole('button', { name: 'Entrar', exact: true }).click();
  await signIn.getByRole('banner').getByRole('status').getByText('Online').waitFor({ timeout: 20_000 });
  await signIn.close();

  // 1. Opening the conversation cold.
  const page = await context.newPage();
  await page.route(`**/api/v1/conversations/${encodeURIComponent(conversation.id)}/messages?*`, (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const search = new URL(route.request().url()).searchParams;
    const pageNumber = Number(search.get('page') ?? '1');
    const end = Math.max(0, MESSAGES - (pageNumber - 1) * 40);
    return route.fulfill({
      json: {
        messages: messages.slice(Math.max(0, end - 40), end),
        meta: { total_count: MESSAGES, unread_message_count: 0, page: pageNumber, per_page: 40 },
      },
    });
  });
  await page.goto(`${server.url}/conversas/${encodeURIComponent(conversation.id)}`);
  await page.locator(`${chatScrollerSelector} li`).first().waitFor({ timeout: 30_000 });
  const openMs = await page.evaluate(() => window.__messagingBench.firstPaintAt ?? Number.NaN);
  figure('web.messaging.open.firstRows', round(openMs), 'ms from navigation');
  await page.waitForTimeout(500);

  // 2. Up through every page of 40.
  const up = await page.evaluate(scrollChatByFrames, { stepPx: -150, frames: 30_000, untilPages: PAGES + 1 });
  console.error(`  ${up.pages} pages loaded scrolling up ${-up.scrolledPx} px in ${up.gaps.length} frames`);
  figure('web.messaging.loadUp.pages', up.pages, 'count', `>= ${PAGES}`);
  figure('web.messaging.loadUp.frame.p95', round(quantile(up.gaps, 0.95), 2), 'ms');

  // 3. Down the whole conversation, loaded. First 180 frames at rest: the floor this machine and
  // headless Chromium give while other work shares the cores.
  await page.waitForTimeout(1_000);
  const idle = await page.evaluate(scrollChatByFrames, {
    stepPx: 0,
    frames: 180,
    untilPages: Number.POSITIVE_INFINITY,
  });
  figure('web.messaging.idle.frame.p95', round(quantile(idle.gaps, 0.95), 2), 'ms');
  const down = await page.evaluate(scrollChatByFrames, {
    stepPx: 100,
    frames: 600,
    untilPages: Number.POSITIVE_INFINITY,
  });
  console.error(`  scrolled ${down.scrolledPx} px down; max frame ${round(Math.max(...down.gaps))} ms`);
  figure('web.messaging.scroll.frame.p95', round(quantile(down.gaps, 0.95), 2), 'ms', '<= 16.7');
  figure(
    'web.messaging.scroll.droppedFrames',
    down.gaps.filter((gap) => gap > 25).length,
    `of ${down.gaps.length}`,
  );
  figure('web.messaging.list.elements', Math.max(up.maxElements, down.maxElements), 'count', '< 400');
} finally {
  await browser.close();
  await server.stop();
}
