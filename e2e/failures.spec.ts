// Failures said, never dressed as emptiness, on the built app and the real server (demo data): a
// members page that fails says so with "Tentar de novo" (never "Nenhum membro na área"), and the
// retry loads it; a conversation's address opens it even outside the newest 50 of the list, and an
// unknown one says "Conversa não encontrada." (spec: Screens and routes, Error catalogue).
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { openResident } from './support/demoResidents.ts';
import { demoPassword } from './support/session.ts';
import { expect, test } from './support/test.ts';

const resident = 'eduardo.vieira';

test('a members page that fails says so, with "Tentar de novo"', async ({ page: unused, openContext }) => {
  await unused.close();
  const { page } = await openResident(openContext, resident);
  // The directory's first page fails once (the network or the server).
  let failures = 1;
  await page.route('**/api/v1/users?*', (route) => {
    if (failures-- > 0) return route.fulfill({ status: 503, json: { error: 'Serviço indisponível' } });
    return route.fallback();
  });
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Membros' })
    .click();
  const directory = page.getByRole('region', { name: 'Membros da Vizinhança' });
  const alert = directory.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar os membros.');
  await expect(directory.getByText('Nenhum membro na área')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(directory.getByRole('list', { name: 'Membros' }).getByRole('listitem').first()).toBeVisible();
  await expect(directory.getByRole('alert')).toHaveCount(0);
});

/** The id of a seeded resident of the area, by username. */
async function residentId(page: Page, username: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/users/search?q=${encodeURIComponent(username)}`);
  expect(answer.ok()).toBe(true);
  const { users } = (await answer.json()) as { users: { id: string; username: string }[] };
  const found = users.find((user) => user.username === username);
  if (!found) throw new Error(`no resident ${username}`);
  return found.id;
}

/** A resident's session for API calls alone (no page), signed in as the login form signs in. */
async function apiSession(baseURL: string | undefined, username: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: baseURL ? { origin: baseURL } : {} });
  const answer = await context.post('/api/v1/users/sign_in', {
    data: { user: username, password: demoPassword },
  });
  expect(answer.ok()).toBe(true);
  return context;
}

test('a conversation outside the newest 50 opens by its address; an unknown one says so', async ({
  page: unused,
  openContext,
  baseURL,
}) => {
  await unused.close();
  const { page } = await openResident(openContext, resident);
  const felipe = await residentId(page, 'felipe.azevedo');
  const own = await page.request.get('/api/v1/users/me');
  expect(own.ok()).toBe(true);
  const me = ((await own.json()) as { users: { id: string } }).users.id;
  // New conversations are limited per resident (10 an hour, README: Security): the resident starts
  // the first ten, five neighbours ten each with the resident in them.
  // The neighbours only call the API: a session each, without a page (a page per neighbour cost
  // about half a minute of the journey).
  const starters = [{ request: page.request, neighbours: [felipe, await residentId(page, 'andre.machado')] }];
  for (const neighbour of [
    'sandra.monteiro',
    'renata.pinto',
    'rafael.gomes',
    'diego.castro',
    'cristina.ramos',
  ]) {
    starters.push({ request: await apiSession(baseURL, neighbour), neighbours: [me, felipe] });
  }
  const stamp = Date.now().toString(36);
  const made: { id: string; title: string }[] = [];
  for (let n = 0; n <= 50; n++) {
    const starter = starters[Math.floor(n / 10)];
    if (!starter) throw new Error('no starter');
    const form = new URLSearchParams();
    for (const id of starter.neighbours) form.append('conversation[neighbors][]', id);
    form.set('conversation[title]', `Mutirão ${stamp} ${n}`);
    const answer = await starter.request.post('/api/v1/conversations', {
      data: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status()).toBe(201);
    const { conversation } = (await answer.json()) as { conversation: { id: string; title: string } };
    made.push({ id: conversation.id, title: conversation.title });
  }
  for (const starter of starters.slice(1)) await starter.request.dispose();
  const oldest = made[0];
  if (!oldest) throw new Error('no conversation made');

  await page.goto(`/conversas/${oldest.id}`);
  const panel = page.getByRole('region', { name: 'Conversas' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  // The address opens the oldest, which the list of the newest 50 leaves out.
  await expect(page.getByRole('region', { name: oldest.title })).toBeVisible({ timeout: 20_000 });
  const list = panel.getByRole('list', { name: 'Lista de conversas' });
  await expect(list.getByText(`Mutirão ${stamp} 50`, { exact: true })).toBeVisible();
  await expect(list.getByText(oldest.title, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/conversas/aaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByRole('region', { name: 'Conversas' }).getByRole('alert')).toHaveText(
    'Conversa não encontrada.',
    { timeout: 20_000 },
  );
});
