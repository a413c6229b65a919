// Every page a mailed link lands on when it cannot do its work offers "Ir para o login" beside its
// main step (activation used, expired, invalid; reset used, expired, unknown), on the built app and
// the real server. The reset link's state comes from the server's check; used and expired are its
// answers, stood in by the route (the server's side is in apps/server accounts.mailLinks test).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { expect, test } from './support/test.ts';

const pages: { name: string; path: string; heading: string; main: string; code?: string }[] = [
  {
    name: 'activation used',
    path: '/ativacao/usado',
    heading: 'Este link já foi usado',
    main: 'Ir para o login',
  },
  {
    name: 'activation expired',
    path: '/ativacao/expirado',
    heading: 'Este link de ativação expirou',
    main: 'Pedir um novo link',
  },
  {
    name: 'activation invalid',
    path: '/ativacao/invalido',
    heading: 'Link de ativação inválido',
    main: 'Pedir um novo link',
  },
  {
    name: 'reset used',
    path: '/?reset_password_token=ja-usado',
    heading: 'Este link já foi usado',
    main: 'Ir para o login',
    code: 'used',
  },
  {
    name: 'reset expired',
    path: '/?reset_password_token=de-ontem',
    heading: 'Este link de redefinição expirou',
    main: 'Pedir um novo link',
    code: 'expired',
  },
  {
    name: 'reset unknown',
    path: '/?reset_password_token=nao-existe',
    heading: 'Link de redefinição inválido',
    main: 'Pedir um novo link',
  },
];

/** Answers the reset link's check as the server does for a used or expired token. */
async function answerResetCheck(page: Page, code: string | undefined) {
  await page.unroute('**/api/v1/users/password?*');
  if (code)
    await page.route('**/api/v1/users/password?*', (route) =>
      route.fulfill({ status: 422, json: { error: 'O link não vale mais.', code } }),
    );
}

for (const landing of pages)
  test(`${landing.name}: "${landing.main}" and "Ir para o login"`, async ({ page }) => {
    await answerResetCheck(page, landing.code);
    await page.goto(landing.path);
    await expect(page.getByRole('heading', { name: landing.heading })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: landing.main })).toBeVisible();
    const toLogin = page.getByRole('button', { name: 'Ir para o login' });
    await expect(toLogin).toHaveCount(1);
    await expectNoAxeViolations(page);
    await toLogin.click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByLabel('Usuário ou email')).toBeVisible();
  });
