// Notifications on the built app and the real server (demo data), two residents at once: B votes on
// and comments A's post; A's bell count rises live, the panel shows the texts (spec: Business
// constants and limits, in Portuguese), a click opens /posts/{id} and lowers the count, "Marcar todas
// como lidas" sets it to 0, and a reload shows the same; the bell by keyboard; the tab title's
// notification variant while the tab is hidden; the push settings in Configurações; axe on each
// (spec: Screens and routes, States and transitions).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, openResident } from './support/demoResidents.ts';
import { activate, tabTo } from './support/keyboard.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

/** Two seeded residents of the demo area, without the demo account's seeded notifications. */
const residentA = 'beatriz.costa';
const residentB = 'rafael.gomes';

/** The header's bell. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

/** The bell's accessible name for `unread` unread notifications. */
const bellName = (unread: number) =>
  unread === 0 ? 'Notificações' : `Notificações (${unread} ${unread === 1 ? 'não lida' : 'não lidas'})`;

/** The open panel. */
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificações' });

/** The unread count the server holds for the page's resident (meta.unread_count). */
async function serverUnread(page: Page): Promise<number> {
  const answer = await page.request.get('/api/v1/notifications?page=1&per_page=1');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { meta: { unread_count: number } }).meta.unread_count;
}

test.describe('notifications between two residents', () => {
  test("B votes on and comments A's post: A's bell rises live, a click opens the post, mark all read, reload", async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, residentA);
    const b = await openResident(openContext, residentB);
    const before = await serverUnread(a.page);
    await expect(bell(a.page)).toHaveAccessibleName(bellName(before));

    const title = `Feira ${Date.now().toString(36)}`;
    const postId = await createPost(a.page, title);
    const vote = await b.page.request.put(`/api/v1/posts/${postId}/upvote`);
    expect(vote.ok()).toBe(true);
    await expect(bell(a.page)).toHaveAccessibleName(bellName(before + 1));
    const remark = 'Vou levar frutas';
    const comment = await b.page.request.post(`/api/v1/posts/${postId}/comments`, {
      form: { 'comment[text]': remark },
    });
    expect(comment.status()).toBe(201);
    await expect(bell(a.page)).toHaveAccessibleName(bellName(before + 2));

    // The bell by keyboard: the panel lists both, newest first, in Portuguese.
    await activate(a.page, bell(a.page));
    const list = panel(a.page);
    await expect(list.getByText(`${residentB} curtiu sua postagem "${title}"`)).toBeVisible();
    await expect(list.getByText(`${residentB} comentou "${remark}" em "${title}"`)).toBeVisible();
    await expectNoAxeViolations(a.page);
    const item = list.getByRole('button', { name: new RegExp(`^Não lida: Novo comentário.*${remark}`) });
    await tabTo(a.page, item);
    await a.page.keyboard.press('Enter');
    await expect(a.page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(list).toBeHidden();
    await expect(bell(a.page)).toHaveAccessibleName(bellName(before + 1));
    await expect.poll(() => serverUnread(a.page)).toBe(before + 1);

    // The notification title variant, "Vizinhos (N)", while the tab is hidden.
    await a.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(a.page).toHaveTitle(`Vizinhos (${before + 1})`);

    // After a reload the state is the same.
    await a.page.reload();
    await expect(a.page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
    await expect(bell(a.page)).toHaveAccessibleName(bellName(before + 1));
    await expect(a.page).toHaveTitle('Vizinhos');

    // Mark all read: 0, on the server too, and still 0 after a reload.
    await bell(a.page).click();
    await expect(list.getByText(`${residentB} curtiu sua postagem "${title}"`)).toBeVisible();
    await list.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(bell(a.page)).toHaveAccessibleName(bellName(0));
    await expect(list.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
    await expect.poll(() => serverUnread(a.page)).toBe(0);
    await a.page.reload();
    await expect(a.page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
    await expect(bell(a.page)).toHaveAccessibleName(bellName(0));
    await expect(a.page.getByRole('banner').getByTestId('notification-count')).toHaveCount(0);
  });

  test('Configurações offers the push alerts, at rest until turned on, and the e-mail choices', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, residentA);
    await page.goto('/configuracoes');
    const settings = page.getByRole('dialog', { name: 'Configurações' });
    const alerts = settings.getByRole('region', { name: 'Notificações' });
    await expect(alerts.getByRole('button', { name: 'Ativar alertas neste aparelho' })).toBeVisible();
    await expect(alerts.getByRole('checkbox', { name: 'Segurança na minha área' })).toHaveCount(0);
    // The digest's frequency, kept by the server: weekly for a new resident, daily once chosen.
    await expect(alerts.getByRole('radio', { name: 'Semanal' })).toBeChecked();
    await expectNoAxeViolations(page);
    await alerts.getByRole('radio', { name: 'Diário' }).click();
    await expect(alerts.getByRole('radio', { name: 'Diário' })).toBeChecked();
    // Saved once the choices wait no more.
    await expect(alerts.getByRole('radio', { name: 'Diário' })).toBeEnabled();
    await page.reload();
    await expect(
      page.getByRole('dialog', { name: 'Configurações' }).getByRole('radio', { name: 'Diário' }),
    ).toBeChecked();
  });
});
