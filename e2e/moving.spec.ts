// Moving house and what a tab keeps between residents, on the built app and the real server (demo
// data): a resident moves from Configurações ("Mudei de endereço": the signup's area search and the
// current password); the app starts again in the new area, whose timeline reaches them live and whose
// members they see, and the old area's conversation is gone. A comment draft written by one resident
// is not shown to the next resident signed in on the same tab. Axe on the settings dialog.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { demoPassword, signIn, signOut } from './support/session.ts';
import { expect, test } from './support/test.ts';

const conversationsButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Conversas/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Conversas', exact: true });

/** Proposes a new area at signup through the API (its proposer is never activated), and returns its id. */
async function makeArea(page: Page, name: string): Promise<string> {
  const suffix = Date.now().toString(36);
  const signup = await page.request.post('/api/v1/users', {
    form: {
      username: `fundador.${suffix}`,
      first_name: 'Fundador',
      last_name: 'Teste',
      email: `fundador.${suffix}@exemplo.com.br`,
      password: 'segredo-forte-1',
      password_confirm: 'segredo-forte-1',
      new_area: JSON.stringify({ name, city: 'Campinas', state: 'SP' }),
    },
  });
  expect(signup.status()).toBe(201);
  const found = await page.request.get(`/api/v1/search/areas?q=${encodeURIComponent(name)}`);
  const areas = ((await found.json()) as { areas: { _id?: { $oid: string }; id?: string; name: string }[] })
    .areas;
  const area = areas.find((one) => one.name === name);
  expect(area).toBeDefined();
  return area?._id?.$oid ?? area?.id ?? '';
}

test.describe('moving house', () => {
  test('from Configurações: the new area’s timeline and members appear, the old conversation is gone', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    // Two residents no other journey signs in as: the mover leaves the demo area for good, and other
    // journeys start conversations up to the per-resident limit.
    const mover = await openResident(openContext, 'marcelo.dias', { waitFor: 'timeline' });
    const follower = await openResident(openContext, 'rodrigo.araujo', { waitFor: 'timeline' });
    const areaName = `Jardim Mudança ${Date.now().toString(36)}`;
    const areaId = await makeArea(follower.page, areaName);
    const followed = await follower.page.request.put('/api/v1/users/me/area', {
      data: { area_id: areaId, password: demoPassword },
    });
    expect(followed.status()).toBe(200);

    // A conversation in the old area, with the demo resident.
    const title = uniqueTitle('Festa junina da rua');
    await conversationsButton(mover.page).click();
    await panel(mover.page).getByRole('button', { name: 'Nova conversa' }).click();
    const dialog = mover.page.getByRole('dialog', { name: 'Nova conversa' });
    await dialog.getByRole('searchbox', { name: 'Buscar vizinhos' }).fill('demo');
    await dialog.getByRole('button', { name: 'Adicionar demo' }).click();
    await dialog.getByRole('searchbox', { name: 'Buscar vizinhos' }).fill('joao.');
    await dialog.getByRole('button', { name: 'Adicionar joao.pereira' }).click();
    await dialog.getByRole('textbox', { name: 'Título da conversa' }).fill(title);
    await dialog.getByRole('button', { name: 'Criar conversa' }).click();
    await expect(dialog).toBeHidden();
    await mover.page.goto('/');

    // Configurações → Mudei de endereço.
    await mover.page.goto('/configuracoes');
    const settings = mover.page.getByRole('dialog', { name: 'Configurações' });
    const form = settings.getByRole('form', { name: 'Mudei de endereço' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(mover.page);
    await form.getByLabel('Buscar área').fill(areaName);
    await form.getByRole('button', { name: new RegExp(areaName) }).click();
    await expect(form.getByText(`Nova área: ${areaName}`)).toBeVisible();
    // A wrong password is refused in Portuguese and nothing typed is lost.
    const password = form.getByLabel('Senha atual, para confirmar a mudança');
    await password.fill('senha-errada');
    await form.getByRole('button', { name: 'Mudar para esta área' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Senha atual incorreta. A mudança de endereço não foi feita.',
    );
    await expect(form.getByText(`Nova área: ${areaName}`)).toBeVisible();
    await password.fill(demoPassword);
    await form.getByRole('button', { name: 'Mudar para esta área' }).click();

    // The app starts again in the new area, live.
    await expect(mover.page).toHaveURL(/\/$/);
    await expect(mover.page.getByRole('banner').getByRole('status')).toHaveText('Online', {
      timeout: 20_000,
    });
    await expect(mover.page.getByText(areaName).first()).toBeVisible();
    const news = uniqueTitle('Bem-vindos ao Jardim');
    await createPost(follower.page, news);
    await expect(timeline(mover.page).getByRole('article', { name: news })).toBeVisible({ timeout: 20_000 });

    // Its members; the old neighbours are not among them.
    await mover.page.goto('/membros');
    const directory = mover.page.getByRole('region', { name: 'Membros da Vizinhança' });
    await expect(directory.getByRole('link', { name: 'Rodrigo Araújo' })).toBeVisible();
    await expect(directory.getByRole('link', { name: 'João Pereira' })).toHaveCount(0);

    // The old conversation is gone.
    await mover.page.goto('/conversas');
    await expect(panel(mover.page)).toBeVisible();
    await expect(panel(mover.page).getByText(title)).toHaveCount(0);
  });
});

test.describe('a tab shared by two residents', () => {
  test('a comment draft is not shown to the next resident signed in on the tab', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'renata.pinto');
    await expect(timeline(page).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    const title = uniqueTitle('Calçada quebrada na esquina');
    await createPost(page, title);
    await page.reload();
    const card = timeline(page).getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Comentários/ }).click();
    const box = card.getByRole('textbox', { name: 'Escreva um comentário' });
    await box.fill('Rascunho particular: não mostre a ninguém');
    // A reload keeps the resident's own draft.
    await page.reload();
    const again = timeline(page).getByRole('article', { name: title });
    await again.getByRole('button', { name: /^Comentários/ }).click();
    await expect(again.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue(
      'Rascunho particular: não mostre a ninguém',
    );

    await signOut(page);
    await signIn(page, 'tatiane.correia');
    const next = timeline(page).getByRole('article', { name: title });
    await expect(next).toBeVisible({ timeout: 20_000 });
    await next.getByRole('button', { name: /^Comentários/ }).click();
    await expect(next.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('vizinhos.commentDrafts') ?? '')).not.toContain(
      'Rascunho particular',
    );
  });
});
