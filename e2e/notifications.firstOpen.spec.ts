// The bell's first opening on the built app and the real server (demo data): notifications made
// while the resident was away, then one live before the bell was ever opened; the first opening
// fetches the list anyway (spec: Screens and routes: the first open fetches it), so the older ones
// show beside the live one and the footer counts what the server holds.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, openResident, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

const author = 'cristina.ramos';
const neighbour = 'diego.castro';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificações' });

/** The server's counts for the page's resident (meta.total_count, meta.unread_count). */
async function serverCounts(page: Page): Promise<{ total: number; unread: number }> {
  const answer = await page.request.get('/api/v1/notifications?page=1&per_page=1');
  expect(answer.ok()).toBe(true);
  const { meta } = (await answer.json()) as { meta: { total_count: number; unread_count: number } };
  return { total: meta.total_count, unread: meta.unread_count };
}

test('a live notification before the first opening, then the whole list', async ({
  page: unused,
  openContext,
}) => {
  await unused.close();
  const first = await openResident(openContext, author);
  // Short, so the notification texts quote it whole.
  const title = uniqueTitle('Mutirão');
  const postId = await createPost(first.page, title);
  await first.context.close();

  // While the author is away, a neighbour comments twice.
  const b = await openResident(openContext, neighbour);
  const remarks = ['Levo sacos de lixo', 'Chego às 9h'];
  for (const remark of remarks) {
    const comment = await b.page.request.post(`/api/v1/posts/${postId}/comments`, {
      form: { 'comment[text]': remark },
    });
    expect(comment.status()).toBe(201);
  }

  // The author comes back: the bell counts, the list is not fetched yet; then a live vote arrives.
  const a = await openResident(openContext, author);
  const before = await serverCounts(a.page);
  await expect(bell(a.page)).toHaveAccessibleName(new RegExp(`\\(${before.unread} não lidas?\\)`));
  const vote = await b.page.request.put(`/api/v1/posts/${postId}/upvote`);
  expect(vote.ok()).toBe(true);
  await expect(bell(a.page)).toHaveAccessibleName(new RegExp(`\\(${before.unread + 1} não lidas?\\)`));

  // The first opening fetches the list: the live one and the older ones, newest first.
  await bell(a.page).click();
  const list = panel(a.page);
  await expect(list.getByText(`${neighbour} curtiu sua postagem "${title}"`)).toBeVisible();
  for (const remark of remarks)
    await expect(list.getByText(`${neighbour} comentou "${remark}" em "${title}"`)).toBeVisible();
  const after = await serverCounts(a.page);
  expect(after.total).toBe(before.total + 1);
  if (after.total > 10)
    await expect(list.getByText(`Mostrando 10 de ${after.total} notificações`)).toBeVisible();
  else await expect(list.getByRole('listitem')).toHaveCount(after.total);
  await expectNoAxeViolations(a.page);
});
