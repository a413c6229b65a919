// Portuguese everywhere a resident looks (spec: the app is "in Brazilian Portuguese"): every address
// of the README, signed out and signed in, with its forms' errors and the header's menus open; on
// each, the document title, visible text, aria-label, title and placeholder must hold no English UI
// word (the list: scripts/englishWords.ts, shared with the story tests). One page, reused; every
// finding is gathered and reported at the end, so one run names them all.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { collectUiTexts } from '../scripts/collectUiTexts.ts';
import { findEnglish } from '../scripts/englishWords.ts';
import { signIn, signOut } from './support/session.ts';
import { expect, test } from './support/test.ts';

const tile = fileURLToPath(new URL('../packages/ui/src/features/map/tileFixtures/tile.png', import.meta.url));
const categorySlugs = ['geral', 'eventos', 'compra-e-venda', 'seguranca', 'achados-e-perdidos', 'votacao'];
const mailLinkPages = ['/ativacao/usado', '/ativacao/expirado', '/ativacao/invalido'];

/** Everything English the walk found, one line per text, prefixed with the view it was on. */
const found: string[] = [];

/** Reads the page as it is now (after `ready` is shown) and keeps its English under `view`. */
async function check(page: Page, view: string, ready: Locator): Promise<void> {
  await expect(ready.first()).toBeVisible({ timeout: 20_000 });
  // Late texts (a list that loads, a toast) count too: read again a moment later. (Signed in, the
  // network is never idle for long: the live connection and the lazy chunks keep it busy.)
  const early = await page.evaluate(collectUiTexts);
  await page.waitForTimeout(500);
  const late = await page.evaluate(collectUiTexts);
  for (const line of findEnglish([...early, ...late])) found.push(`${view} → ${line}`);
}

async function visit(page: Page, path: string, ready: Locator, view = path): Promise<void> {
  await page.goto(path);
  await check(page, view, ready);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });
/** A view by its name: a region of the page, or an overlay (dialog). */
const region = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).or(page.getByRole('dialog', { name, exact: true }));

/** The id of the first item a signed-in GET of the API lists under `key` (a real post or conversation). */
async function firstId(page: Page, path: string, key: string): Promise<string> {
  const answer = (await (await page.request.get(path)).json()) as Record<string, { id: string }[]>;
  const id = answer[key]?.[0]?.id;
  expect(id, `${path} lists at least one ${key}`).toBeTruthy();
  return id as string;
}

test('every route, signed out and signed in, shows no English UI word', async ({ page }) => {
  test.setTimeout(240_000);
  found.length = 0;
  // The map's tiles from the fixture folder, as in map.spec.ts: no request leaves the machine.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ path: tile }));

  // Signed out: login (and its errors), any address, recovery, signup's steps, every mail link's page.
  await visit(page, '/', heading(page, 'Entrar'), 'login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await check(page, 'login, empty', page.getByRole('alert'));
  await visit(page, '/membros', heading(page, 'Entrar'), '/membros (signed out)');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await check(page, 'password recovery', heading(page, 'Recuperar senha'));
  await visit(page, '/?reset_password_token=nao-existe', heading(page, 'Link de redefinição inválido'));
  await visit(page, '/?invite_code=CONVITE-INEXISTENTE', heading(page, 'Este convite não é válido'));
  for (const path of mailLinkPages) await visit(page, path, page.getByRole('heading').first());
  await visit(page, '/caixa-de-correio', page.getByRole('heading').first(), 'local mailbox');

  await page.goto('/');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await check(page, 'signup, step 1', page.getByText('Etapa 1 de 4: Localização'));
  await page.getByLabel('Buscar área').fill('SP');
  await check(page, 'signup, step 1, "SP"', page.getByRole('button', { name: /São Paulo/ }));
  await page.getByLabel('Buscar área').fill('Zzzz');
  await check(page, 'signup, step 1, nothing found', page.getByText('Nenhuma área encontrada.'));
  await page.getByLabel('Buscar área').fill('Jundiaí');
  await check(page, 'signup, step 1, a town without an area', page.getByRole('button', { name: /^Propor/ }));
  await page.getByLabel('Buscar área').fill('Vila Mariana');
  await page
    .getByRole('button', { name: /Vila Mariana/ })
    .first()
    .click();
  await check(page, 'signup, step 2', page.getByText(/^Etapa 2 de 4/));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await check(page, 'signup, step 3', page.getByText(/^Etapa 3 de 4/));
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await check(page, 'signup, step 3, empty', page.getByRole('alert'));

  // Signed in as the demo resident: every view, the header's menus, a real post, member and conversation.
  await page.getByRole('button', { name: 'Voltar ao login' }).click();
  await signIn(page);
  await check(page, '/', region(page, 'Página Inicial'));
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notificações/ })
    .click();
  await check(page, 'notifications', page.getByRole('dialog', { name: 'Notificações' }));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await check(page, 'account menu', page.getByRole('menu'));
  await page.keyboard.press('Escape');
  const form = page.getByRole('form', { name: 'Nova postagem' });
  await form.getByRole('textbox', { name: 'Título' }).click();
  await check(page, 'editor', form.getByRole('textbox', { name: 'Texto' }));
  await form.getByRole('button', { name: 'Publicar' }).click();
  await check(page, 'editor, empty', form);

  const post = await firstId(page, '/api/v1/posts?page=1', 'posts');
  const conversation = await firstId(page, '/api/v1/conversations', 'conversations');
  for (const slug of categorySlugs) await visit(page, `/categoria/${slug}`, page.getByRole('region').first());
  await visit(page, `/posts/${post}`, region(page, 'Postagem'), '/posts/{id}');
  await visit(page, '/posts/nao-existe', page.getByRole('alert'));
  await visit(page, '/mapa', region(page, 'Mapa'));
  await visit(page, '/membros', page.getByRole('list', { name: 'Membros' }).getByRole('listitem'));
  const member = await page.locator('a[href^="/perfil/"]').first().getAttribute('href');
  await visit(page, '/servicos', region(page, 'Serviços'));
  await visit(page, '/conversas', region(page, 'Conversas'));
  await visit(page, `/conversas/${conversation}`, region(page, 'Conversas'), '/conversas/{id}');
  await visit(page, '/perfil', region(page, 'Meu Perfil'));
  await visit(page, member ?? '/perfil/nao-existe', page.getByRole('region').first(), '/perfil/{userId}');
  await visit(page, '/configuracoes', region(page, 'Configurações'));
  await visit(page, '/moderacao', region(page, 'Denúncias pendentes'));
  for (const path of mailLinkPages)
    await visit(page, path, page.getByRole('heading').first(), `${path} (signed in)`);
  await visit(page, '/nao-existe', heading(page, 'Página não encontrada'));
  await signOut(page);

  expect(found, 'English UI words on these views (scripts/englishWords.ts)').toEqual([]);
});
