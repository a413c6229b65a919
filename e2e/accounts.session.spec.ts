// Sessions on the built app and the real server (demo data): a signed-out deep link lands on its own
// view after login, and logging out then in as another member starts from a fresh store, with
// nothing of the first member left (spec: Authentication; STYLE.md, Atoms: one store per session).
import type { Route } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { signIn, signOut } from './support/session.ts';
import { expect, test } from './support/test.ts';

test('a signed-out deep link shows the login at that address and, after login, that view', async ({
  page,
}) => {
  await page.goto('/membros');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(/\/membros$/);
  await expectNoAxeViolations(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/membros$/);
  await expect(page.getByRole('region', { name: 'Membros' })).toBeVisible();

  // A category timeline, the same way.
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/categoria/eventos');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/categoria\/eventos$/);
  await expect(page.getByRole('main').getByRole('region', { name: 'Eventos' })).toBeVisible();
});

test('logout then login as another member shows none of the first member’s data', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'demo');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('demo', { exact: true })).toBeVisible();
  // Fill the first session's store: the bell's list, fetched on its first open, holds one notice meant
  // for demo alone (the route stands in for the server's notifications, which may not be built yet).
  const demoNotice = 'Aviso só para a conta demo';
  const answer = (items: object[]) => (route: Route) => route.fulfill({ json: items });
  await page.route('**/api/v1/notifications*', answer([{ _id: 'n-demo', seen: false, body: demoNotice }]));
  await banner.getByRole('button', { name: /^Notificações/ }).click();
  await expect(page.getByText(demoNotice)).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Mapa' })
    .click();
  await expect(page).toHaveURL(/\/mapa$/);

  await signOut(page);
  // Logout sends the browser to "/" (spec: Authentication), with an empty login form.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Usuário ou email')).toHaveValue('');
  await page.unroute('**/api/v1/notifications*');
  await page.route('**/api/v1/notifications*', answer([]));
  await signIn(page, 'joao.pereira');
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByText('joao.pereira', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\bdemo\b/);
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await expect(page.getByText('Conectado como joao.pereira')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\bdemo\b/);
  await page.keyboard.press('Escape');
  // The new session's store has no list yet: the bell fetches again, and demo's notice is gone.
  const secondFetch = page.waitForRequest((request) => request.url().includes('/api/v1/notifications'));
  await banner.getByRole('button', { name: /^Notificações/ }).click();
  await secondFetch;
  await expect(page.getByText('Nenhuma notificação ainda')).toBeVisible();
  await expect(page.getByText(demoNotice)).toHaveCount(0);
  await expectNoAxeViolations(page);
  const mine = await (await page.request.get('/api/v1/users/me')).json();
  expect(mine.users.username).toBe('joao.pereira');
});
