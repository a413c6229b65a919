// Serviços on the built app and the real server (demo data): the sidebar entry opens the directory,
// the national numbers first; a resident adds a service by keyboard, with each wrong field marked,
// and a neighbour signed in elsewhere finds it live by kind; its author edits and deletes it; axe on
// the screen.
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { signIn } from './support/session.ts';
import type { OpenContext } from './support/test.ts';
import { expect, test } from './support/test.ts';

async function openServices(
  openContext: OpenContext,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, username);
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Serviços' })
    .click();
  await expect(page).toHaveURL(/\/servicos$/);
  await expect(directory(page).getByRole('heading', { name: 'Indicados pelos vizinhos' })).toBeVisible();
  return { context, page };
}

const directory = (page: Page) => page.getByRole('region', { name: 'Serviços', exact: true });
const residents = (page: Page) => page.getByRole('region', { name: 'Indicados pelos vizinhos' });

test.describe('Serviços', () => {
  test('a resident adds a service; a neighbour elsewhere finds it by kind, live; its author edits and deletes it', async ({
    openContext,
  }) => {
    const a = await openServices(openContext, 'demo');
    const b = await openServices(openContext, 'joao.pereira');
    const name = `Marcenaria ${Date.now().toString(36)}`;

    // The national numbers come first, then the demo area's services.
    const national = directory(a.page).getByRole('region', { name: 'Números nacionais' });
    await expect(national.getByRole('link')).toHaveCount(7);
    await expect(national.getByRole('link', { name: 'Ligar para 192 SAMU' })).toHaveAttribute(
      'href',
      'tel:192',
    );
    await expect(residents(a.page).getByRole('heading', { name: 'Farmácia São João' })).toBeVisible();
    await expectNoAxeViolations(a.page);

    // The form by keyboard: an empty submit marks the fields and focuses the first.
    await directory(a.page).getByRole('button', { name: 'Adicionar serviço' }).click();
    const form = a.page.getByRole('form', { name: 'Novo serviço' });
    await form.getByRole('button', { name: 'Salvar serviço' }).press('Enter');
    const nameField = form.getByRole('textbox', { name: 'Nome' });
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription('Informe o nome do serviço.');
    await expect(form.getByText('Escolha o tipo do serviço.')).toBeVisible();
    await expectNoAxeViolations(a.page);
    await a.page.keyboard.type(name);
    await a.page.keyboard.press('Tab');
    await form.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Reparos e manutenção' });
    await form.getByRole('textbox', { name: 'Telefone' }).fill('(11) 97777-1234');
    await form.getByRole('textbox', { name: 'Endereço (opcional)' }).fill('Rua Vergueiro, 2000');
    await form
      .getByRole('textbox', { name: 'Horário de funcionamento (opcional)' })
      .fill('Seg a sáb, 8h às 18h');
    await form.getByRole('button', { name: 'Salvar serviço' }).click();
    await expect(form).toBeHidden();
    await expect(residents(a.page).getByRole('heading', { name })).toBeVisible();

    // B, signed in elsewhere, finds it by kind without reloading.
    await residents(b.page)
      .getByRole('combobox', { name: 'Tipo' })
      .selectOption({ label: 'Reparos e manutenção' });
    const found = residents(b.page).getByRole('article', { name });
    await expect(found).toBeVisible();
    await expect(found).toContainText('(11) 97777-1234');
    await expect(found).toContainText('Indicado por @demo');
    // Not B's: no edit or delete.
    await expect(found.getByRole('button')).toHaveCount(0);
    await residents(b.page).getByRole('searchbox', { name: 'Buscar por nome' }).fill('marcenaria');
    await expect(found).toBeVisible();

    // A edits it; B sees the new hours live. A deletes it; it leaves B's list.
    const mine = residents(a.page).getByRole('article', { name });
    await mine.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = a.page.getByRole('form', { name: 'Editar serviço' });
    await edit.getByRole('textbox', { name: 'Horário de funcionamento (opcional)' }).fill('24 horas');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(found).toContainText('24 horas');
    await mine.getByRole('button', { name: `Excluir ${name}` }).click();
    await a.page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(mine).toBeHidden();
    await expect(found).toBeHidden();
    await expect(residents(b.page).getByText('Nenhum serviço encontrado')).toBeVisible();

    // Escape closes the directory and gives the focus back to the sidebar's entry.
    await b.page.keyboard.press('Escape');
    await expect(b.page).toHaveURL(/\/$/);
    await expect(
      b.page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Serviços' }),
    ).toBeFocused();
    await a.context.close();
    await b.context.close();
  });
});
