// Membros on the built app and the real server (demo data): the directory from the sidebar, search
// with and without accents, scrolling to the end text, a member's profile (no edit), "Enviar
// Mensagem" opening the direct conversation, all by keyboard where a resident would use it; axe on
// each screen.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { activate, typeInto } from './support/keyboard.ts';
import { scrollUntilOnScreen } from './support/scrolling.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const directory = (page: Page) => page.getByRole('region', { name: 'Membros da Vizinhança' });
const grid = (page: Page) => directory(page).getByRole('list', { name: 'Membros' });
const searchBox = (page: Page) => directory(page).getByRole('searchbox', { name: 'Buscar membros' });

async function openDirectory(page: Page) {
  await activate(
    page,
    page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Membros' }),
  );
  await expect(page).toHaveURL(/\/membros$/);
  await expect(grid(page).getByRole('listitem').first()).toBeVisible();
}

test.describe('Membros', () => {
  test('search with and without accents, the end text, a profile without edit, and Enviar Mensagem', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, 'demo');
    await openDirectory(page);
    await expect(directory(page)).toContainText(/Vila Mariana • \d+ membros/);
    await expectNoAxeViolations(page);

    // spec: Validation rules: trimmed; "joao" finds "João" and "João" finds it too.
    await typeInto(page, searchBox(page), '  joao ');
    await expect(grid(page).getByRole('link', { name: 'João Pereira' })).toBeVisible();
    await expect(directory(page)).toContainText('1 membro');
    await searchBox(page).fill('João');
    await expect(grid(page).getByRole('link', { name: 'João Pereira' })).toBeVisible();
    await searchBox(page).fill('ninguém-mora-aqui');
    await expect(directory(page).getByText('Nenhum membro encontrado')).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, directory(page).getByRole('button', { name: 'Limpar busca' }));
    await expect(searchBox(page)).toHaveValue('');

    // Scrolling loads the pages of 20 until the end text.
    await scrollUntilOnScreen(
      page,
      directory(page).getByText(/Todos os membros foram carregados • \d+ membros total/),
      4000,
    );
    await page.evaluate(() => window.scrollTo(0, 0));

    // A member's profile: figures, no edit, no invites.
    await searchBox(page).fill('joao');
    await activate(page, grid(page).getByRole('link', { name: 'João Pereira' }));
    await expect(page).toHaveURL(/\/perfil\/[0-9a-f]{24}$/);
    const profile = page.getByRole('region', { name: 'Perfil', exact: true });
    await expect(profile.getByRole('heading', { name: 'João Pereira' })).toBeVisible();
    await expect(profile.getByText('Pontos de influência', { exact: true })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Editar perfil' })).toHaveCount(0);
    await expect(profile.getByText('Convites', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/membros$/);

    // Enviar Mensagem opens the panel on the direct conversation with João.
    await searchBox(page).fill('joao');
    const card = grid(page).getByRole('article', { name: 'João Pereira' });
    await activate(page, card.getByRole('button', { name: 'Enviar Mensagem' }));
    await expect(page).toHaveURL(/\/conversas\/[^/]+$/, { timeout: 15_000 });
  });
});
