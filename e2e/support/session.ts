// Signing in through the login screen, as a resident does, on whatever address the page is at.
import { expect, type Page } from '@playwright/test';

/** Every seeded demo resident shares this password (apps/server/src/seed). */
export const demoPassword = 'demo1234';

/** Fills the login form and waits until the shell is Online. */
export async function signIn(page: Page, user = 'demo', password = demoPassword): Promise<void> {
  await page.getByLabel('Usuário ou email').fill(user);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
}

/** Signs out through the account menu and waits for the login screen. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
}
