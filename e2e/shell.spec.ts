// Issue 7: the signed-in shell on the built app and the lead's server (demo data): header, sidebar,
// categories as in-page state, the /posts/{id} route, the drawer on small screens, the tab title,
// and logout that clears local state even when the server call fails (doc 1 §2, §4).
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';

async function signInAsDemo(page: Page) {
  await page.goto('/');
  await page.getByLabel('Usuário ou email').fill('demo');
  await page.getByLabel('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
}

test('the shell: header, sidebar groups, a category as the named main region, the post route', async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page).toHaveTitle('Vizinhos');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('demo', { exact: true })).toBeVisible();
  await expect(banner.getByText('Vila Mariana')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('button', { name: 'Página Inicial' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('region', { name: 'Sua área' })).toContainText('Vila Mariana');
  await expect(nav.getByRole('region', { name: 'Sua área' })).toContainText('São Paulo');
  await expect(page.getByRole('main').getByRole('region', { name: 'Geral' })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole('button', { name: 'Segurança' }).click();
  await expect(nav.getByRole('button', { name: 'Segurança' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('region', { name: 'Segurança' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await nav.getByRole('button', { name: 'Mapa' }).click();
  await expect(page.getByRole('region', { name: 'Mapa' })).toBeVisible();
  await expect(nav).toHaveCount(0);
  await page.getByRole('button', { name: /^Vizinhos/ }).click();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();

  await page.goto('/posts/abc123');
  await expect(page.getByRole('region', { name: 'Postagem' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para a linha do tempo' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('small screens: username hidden, the floating button opens the sidebar as a drawer that closes after a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsDemo(page);
  await expect(page.getByRole('banner').getByText('demo', { exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Eventos' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('main').getByRole('region', { name: 'Eventos' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('logout clears local state and goes to "/" even when the server call fails (doc 1 §4)', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/posts/xyz');
  await expect(page.getByRole('region', { name: 'Postagem' })).toBeVisible();
  await page.route('**/api/v1/users/logout', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('while the session is checked, the spinner reads "Verificando autenticação..."', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/users/me*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Verificando autenticação...' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});

test('the app follows a dark system colour scheme, with no axe violations on the login and the shell', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await expectNoAxeViolations(page);
  await signInAsDemo(page);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(background).not.toBe(dark);
});
