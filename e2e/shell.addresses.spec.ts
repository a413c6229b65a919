// Every view an address (README, "Addresses"), on the built app and the real server (demo data): each
// sidebar view and overlay reached by its address after a reload, Back and Forward between views,
// closing an overlay going back, and the Portuguese 404 page with its way back.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

/**
 * Each address, the region (or modal dialog) it shows, and the sidebar entry marked current (null:
 * no sidebar, or one a modal dialog hides from assistive technology).
 */
const views: {
  path: string;
  region: string;
  role?: 'dialog';
  current: string | null;
  overTimeline?: boolean;
}[] = [
  { path: '/', region: 'Página Inicial', current: 'Página Inicial' },
  { path: '/categoria/geral', region: 'Geral', current: 'Geral' },
  { path: '/categoria/eventos', region: 'Eventos', current: 'Eventos' },
  { path: '/categoria/compra-e-venda', region: 'Compra e Venda', current: 'Compra e Venda' },
  { path: '/categoria/seguranca', region: 'Segurança', current: 'Segurança' },
  { path: '/categoria/achados-e-perdidos', region: 'Achados e Perdidos', current: 'Achados e Perdidos' },
  { path: '/categoria/votacao', region: 'Votação', current: 'Votação' },
  { path: '/posts/abc123', region: 'Postagem', current: 'Página Inicial' },
  { path: '/mapa', region: 'Mapa', current: null },
  { path: '/mapa?categoria=seguranca', region: 'Mapa', current: null },
  { path: '/membros', region: 'Membros da Vizinhança', current: null },
  { path: '/conversas', region: 'Conversas', current: 'Página Inicial', overTimeline: true },
  { path: '/conversas/c1', region: 'Conversas', current: 'Página Inicial', overTimeline: true },
  { path: '/perfil', region: 'Meu Perfil', current: null },
  { path: '/perfil/u1', region: 'Perfil', current: null },
  { path: '/configuracoes', region: 'Configurações', role: 'dialog', current: null, overTimeline: true },
];

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await signIn(page);
});

test('every sidebar view and overlay is reached by its address, and is still there after a reload', async ({
  page,
}) => {
  for (const view of views) {
    await page.goto(view.path);
    await page.reload();
    await expect(page).toHaveURL(view.path);
    await expect(page.getByRole(view.role ?? 'region', { name: view.region, exact: true })).toBeVisible();
    // Full-screen views (the map, members, Serviços, profiles: spec: Layout) cover the sidebar; a
    // modal dialog makes it inert.
    if (view.current === null) await expect(mainNav(page)).toHaveCount(0);
    else
      await expect(mainNav(page).getByRole('link', { name: view.current, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    // Overlays over the timeline keep it behind them (spec: Layout), inert behind a modal dialog.
    if (view.overTimeline)
      await expect(page.getByRole('region', { name: 'Página Inicial', includeHidden: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('Back and Forward move between views; closing an overlay goes back to where it opened', async ({
  page,
}) => {
  await mainNav(page).getByRole('link', { name: 'Segurança' }).click();
  await expect(page).toHaveURL(/\/categoria\/seguranca$/);
  await mainNav(page).getByRole('link', { name: 'Membros' }).click();
  await expect(page).toHaveURL(/\/membros$/);
  await expect(page.getByRole('region', { name: 'Membros da Vizinhança' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/categoria\/seguranca$/);
  await expect(page.getByRole('region', { name: 'Segurança' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Página Inicial' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('region', { name: 'Segurança' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('region', { name: 'Membros da Vizinhança' })).toBeVisible();

  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/categoria\/seguranca$/);
  await page.getByRole('banner').getByRole('button', { name: 'Conversas' }).click();
  await expect(page).toHaveURL(/\/conversas$/);
  await expect(page.getByRole('region', { name: 'Conversas' })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/categoria\/seguranca$/);
  await expect(page.getByRole('region', { name: 'Conversas' })).toHaveCount(0);

  // The spec: the logo returns to the timeline and closes messaging and profile.
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await page.getByRole('button', { name: /^Vizinhos/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Meu Perfil' })).toHaveCount(0);
});

test('an overlay opened straight from its address closes to the timeline at "/"', async ({ page }) => {
  const fresh = await page.context().newPage();
  await fresh.goto('/mapa');
  await expect(fresh.getByRole('region', { name: 'Mapa' })).toBeVisible();
  await fresh.getByRole('button', { name: 'Fechar' }).click();
  await expect(fresh).toHaveURL(/\/$/);
  await expect(fresh.getByRole('region', { name: 'Página Inicial' })).toBeVisible();
});

test('an unknown address shows "Página não encontrada" with the way back to the timeline', async ({
  page,
}) => {
  for (const path of ['/nao-existe', '/categoria/inexistente']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Página Inicial' })).toBeVisible();
});
