// Issue 7: stopping the server turns the header badge to "Reconectando...", and starting it again
// returns to "Online" without a reload (doc 1 §2, §4). Needs a server process of its own to stop.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcess.ts';

let server: ServerProcess;
test.setTimeout(180_000);

test.beforeAll(async () => {
  // A fresh embedded database is created and seeded: slow on a busy machine.
  test.setTimeout(180_000);
  server = await startServerProcess();
});

test.afterAll(async () => {
  await server?.stop();
});

test('the badge reads Reconectando... while the server is down and Online again after it restarts, with no reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/');
  // The seeded demo resident of every fresh database.
  await page.getByLabel('Usuário ou email').fill('demo');
  await page.getByLabel('Senha').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const badge = page.getByRole('banner').getByRole('status');
  await expect(badge).toHaveText('Online', { timeout: 20_000 });
  await expect(badge).toHaveAttribute('data-tone', 'success');
  // A mark that a reload would wipe.
  await page.evaluate(() => {
    (window as unknown as { vizinhosMark: string }).vizinhosMark = 'sem recarregar';
  });

  await server.stop();
  await expect(badge).toHaveText('Reconectando...', { timeout: 20_000 });
  await expect(badge).toHaveAttribute('data-tone', 'warning');
  await expectNoAxeViolations(page);

  await server.start();
  await expect(badge).toHaveText('Online', { timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { vizinhosMark?: string }).vizinhosMark)).toBe(
    'sem recarregar',
  );
  await context.close();
});
