// Messaging on the built app and the real server (demo data), residents at once in their own browser
// contexts: a direct conversation opened through the new-conversation modal, its message raising the
// other's badge and tab title live and the answer arriving live; a group with a title, a promotion,
// a removal and a departure; messages written while the server cannot be reached, kept over a reload
// and received once and in order when it can; by keyboard; axe on every new screen (spec: Messaging
// app, States and transitions, Roles and permissions, Validation rules).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { openResident } from './support/demoResidents.ts';
import { activate, tabTo } from './support/keyboard.ts';
import { expect, test } from './support/test.ts';

const conversationsButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Conversas/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Conversas', exact: true });
const chat = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const messagesOf = (page: Page, name: string) => chat(page, name).getByRole('region', { name: 'Mensagens' });
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** Opens the panel, then a conversation with `others` through "Nova conversa" (and a title for a group). */
async function startConversation(page: Page, others: string[], title?: string): Promise<void> {
  await conversationsButton(page).click();
  await panel(page).getByRole('button', { name: 'Nova conversa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova conversa' });
  for (const username of others) {
    await dialog.getByRole('searchbox', { name: 'Buscar vizinhos' }).fill(username.slice(0, 5));
    await dialog.getByRole('button', { name: `Adicionar ${username}` }).click();
  }
  if (title) await dialog.getByRole('textbox', { name: 'Título da conversa' }).fill(title);
  await dialog.getByRole('button', { name: 'Criar conversa' }).click();
  await expect(dialog).toBeHidden();
}

async function send(page: Page, conversation: string, text: string): Promise<void> {
  const box = chat(page, conversation).getByRole('textbox', { name: 'Mensagem' });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('messaging between residents of the demo area', () => {
  test("A writes to B: B's badge and tab title rise live, B answers by keyboard and A sees it live", async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, 'lucas.oliveira');
    const b = await openResident(openContext, 'fernanda.alves');
    await expect(b.page).toHaveTitle('Vizinhos');

    await startConversation(a.page, ['fernanda.alves']);
    await expect(a.page).toHaveURL(/\/conversas\/[^/]+$/);
    await expectNoAxeViolations(a.page);
    const hello = unique('Oi Fernanda, sua encomenda ficou na portaria');
    await send(a.page, 'fernanda.alves', hello);
    await expect(messagesOf(a.page, 'fernanda.alves').getByText(hello)).toBeVisible();
    await expect(messagesOf(a.page, 'fernanda.alves').getByText('Enviada').last()).toBeAttached();

    // B, elsewhere in the app, sees the count rise live: the badge and the tab title.
    await expect(conversationsButton(b.page)).toHaveAccessibleName('Conversas, 1 não lida');
    await expect(b.page).toHaveTitle('Vizinhos [1]');

    // B answers by keyboard only: the conversations button, the conversation, the box, Enter.
    await activate(b.page, conversationsButton(b.page));
    const item = panel(b.page).getByRole('button', { name: /lucas\.oliveira/ });
    await activate(b.page, item);
    await expect(messagesOf(b.page, 'lucas.oliveira').getByText(hello)).toBeVisible();
    await expect(b.page).toHaveTitle('Vizinhos');
    await expectNoAxeViolations(b.page);
    const box = chat(b.page, 'lucas.oliveira').getByRole('textbox', { name: 'Mensagem' });
    await tabTo(b.page, box, 60);
    const answer = unique('Obrigada! Já vou buscar');
    // A has the conversation open: B's message, arriving live, is marked read there (the smallest
    // read of its newest page), so closing the panel, which fetches the count, leaves none unread.
    const markedRead = a.page.waitForResponse(
      (response) => /\/messages\?page=1&per_page=1$/.test(response.url()) && response.ok(),
    );
    await b.page.keyboard.type('Obrigada!');
    await b.page.keyboard.press('Shift+Enter');
    await b.page.keyboard.type(answer);
    await b.page.keyboard.press('Enter');
    await expect(box).toHaveValue('');

    await expect(messagesOf(a.page, 'fernanda.alves').getByText(answer)).toBeVisible();
    await expect(messagesOf(b.page, 'lucas.oliveira').getByText(answer)).toHaveCount(1);
    await markedRead;
    const counted = a.page.waitForResponse(
      (response) => /\/conversations\?per_page=100$/.test(response.url()) && response.ok(),
    );
    await panel(a.page).getByRole('button', { name: 'Fechar' }).click();
    await expect(panel(a.page)).toBeHidden();
    await counted;
    await expect(conversationsButton(a.page)).toHaveAccessibleName('Conversas');
    await expect(a.page).toHaveTitle('Vizinhos');
  });

  test('a group of three with a title: the admin promotes, removes, then leaves', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, 'juliana.ribeiro');
    const b = await openResident(openContext, 'pedro.carvalho');
    const title = unique('Mutirão da praça');
    await startConversation(a.page, ['pedro.carvalho', 'camila.rocha', 'gabriel.martins'], title);
    await send(a.page, title, 'Domingo às 9h, levem luvas.');

    // B gets it live, with the title, and opens it.
    await expect(conversationsButton(b.page)).toHaveAccessibleName(/1 não lida/);
    await conversationsButton(b.page).click();
    await panel(b.page)
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await expect(messagesOf(b.page, title).getByText('Domingo às 9h, levem luvas.')).toBeVisible();

    // A, admin: promote B, remove Camila.
    await chat(a.page, title).getByRole('button', { name: 'Configurações da conversa' }).click();
    const settings = a.page.getByRole('region', { name: 'Configurações da conversa' });
    await expectNoAxeViolations(a.page);
    await settings.getByRole('button', { name: 'Tornar admin pedro.carvalho' }).click();
    await expect(settings.getByRole('button', { name: 'Remover admin pedro.carvalho' })).toBeVisible();
    await settings.getByRole('button', { name: 'Remover camila.rocha da conversa' }).click();
    await expect(settings.getByRole('listitem').filter({ hasText: 'camila.rocha' })).toHaveCount(0);

    // B, now admin, sees its powers; A leaves the group.
    await chat(b.page, title).getByRole('button', { name: 'Configurações da conversa' }).click();
    const bSettings = b.page.getByRole('region', { name: 'Configurações da conversa' });
    await expect(
      bSettings.getByRole('button', { name: 'Remover gabriel.martins da conversa' }),
    ).toBeVisible();
    await settings.getByRole('button', { name: 'Sair da Conversa' }).click();
    await a.page.getByRole('alertdialog').getByRole('button', { name: 'Sair da Conversa' }).click();
    await expect(panel(a.page).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
    await expect(bSettings.getByRole('listitem').filter({ hasText: 'juliana.ribeiro' })).toHaveCount(0);
  });

  test('written while the server cannot be reached, kept over a reload, received once and in order', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, 'gabriel.martins');
    const b = await openResident(openContext, 'larissa.barbosa');
    await startConversation(a.page, ['larissa.barbosa']);
    const address = a.page.url();
    await conversationsButton(b.page).click();

    // The sends cannot reach the server.
    const blockSends = (page: Page) =>
      page.route('**/api/v1/conversations/*/messages', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
      );
    await blockSends(a.page);
    const first = unique('Primeira: o elevador parou');
    const second = unique('Segunda: já chamei o técnico');
    await send(a.page, 'larissa.barbosa', first);
    await send(a.page, 'larissa.barbosa', second);
    await expect(
      messagesOf(a.page, 'larissa.barbosa')
        .getByRole('button', { name: /Falha ao enviar/ })
        .first(),
    ).toBeVisible();

    // A reload keeps both (IndexedDB), still unsent.
    await a.page.reload();
    await expect(a.page).toHaveURL(address);
    await expect(messagesOf(a.page, 'larissa.barbosa').getByText(first)).toBeVisible({ timeout: 20_000 });
    await expect(messagesOf(a.page, 'larissa.barbosa').getByText(second)).toBeVisible();

    // The way opens again: both arrive, once each, in order.
    await a.page.unroute('**/api/v1/conversations/*/messages');
    await panel(b.page)
      .getByRole('button', { name: /gabriel\.martins/ })
      .click();
    const onB = messagesOf(b.page, 'gabriel.martins');
    await expect(onB.getByText(second)).toBeVisible({ timeout: 20_000 });
    await expect(onB.getByText(first)).toHaveCount(1);
    await expect(onB.getByText(second)).toHaveCount(1);
    const order = await onB.getByRole('listitem').allInnerTexts();
    const at = (text: string) => order.findIndex((row) => row.includes(text));
    expect(at(first)).toBeLessThan(at(second));
    await expect(messagesOf(a.page, 'larissa.barbosa').getByText(second)).toHaveCount(1);
    await expect(
      messagesOf(a.page, 'larissa.barbosa').getByRole('button', { name: /Falha ao enviar/ }),
    ).toHaveCount(0);
  });
});
