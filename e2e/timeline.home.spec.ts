// Página Inicial on the built app and the real server (demo data): `/` lists every category's posts,
// each card with its category's badge (spec: the sidebar's Página Inicial clears the category
// filter) and the editor starts on Geral; a hidden post revealed with "Mostrar mesmo assim" stays
// revealed for the session: after the virtualised list scrolled it away and back, in another
// timeline, on its own page and back again (spec: States and transitions).

import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { serveTiles } from './support/mapTiles.ts';
import { scrollUntilOnScreen } from './support/scrolling.ts';
import { expect, test } from './support/test.ts';

const reader = 'aline.teixeira';
const neighbour = 'bruno.cardoso';
const hiddenNotice = 'Esta postagem foi ocultada devido a relatórios da comunidade';
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

/** The editor opened from its placeholder's title: its category is Geral until the resident picks another. */
async function expectEditorOnGeral(page: Page) {
  const editor = page.getByRole('form', { name: 'Nova postagem' });
  await editor.getByRole('textbox', { name: 'Título' }).click();
  await expect(editor.getByRole('combobox', { name: 'Categoria' })).toHaveText('Geral');
}

test.describe('Página Inicial', () => {
  test('lists the posts of every category, each with its badge', async ({ page: unused, openContext }) => {
    await unused.close();
    const { page } = await openResident(openContext, reader, { path: '/categoria/geral' });
    const posts = [
      { title: uniqueTitle('Reunião de moradores no salão'), category: 'Geral', wire: 'Geral' },
      { title: uniqueTitle('Portão forçado na Rua Domingos'), category: 'Segurança', wire: 'Segurança' },
      { title: uniqueTitle('Vendo bicicleta aro 26'), category: 'Compra e Venda', wire: 'Compra e Venda' },
      {
        title: uniqueTitle('Chave achada na praça'),
        category: 'Achados e Perdidos',
        wire: 'Achados e Perdidos',
      },
    ];
    for (const post of posts)
      await createPost(page, post.title, { fields: [['post[post_category]', post.wire]] });

    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Página Inicial' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    const home = page.getByRole('main').getByRole('region', { name: 'Página Inicial' });
    await expect(home).toBeVisible();
    for (const post of posts) {
      const card = timeline(page).getByRole('article', { name: post.title });
      await expect(card).toBeVisible({ timeout: 20_000 });
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    }
    await expectEditorOnGeral(page);
    // A category entry filters again; the editor still starts on Geral.
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Compra e Venda' })
      .click();
    await expect(timeline(page).getByRole('article', { name: posts[2]?.title ?? '' })).toBeVisible();
    await expect(timeline(page).getByRole('article', { name: posts[0]?.title ?? '' })).toHaveCount(0);
    await expectEditorOnGeral(page);
    await expectNoAxeViolations(page);
  });

  test('"Mostrar mesmo assim" holds after the post scrolled a screen away and back, and on its page', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const author = await openResident(openContext, neighbour, { path: '/categoria/geral' });
    const title = uniqueTitle('Vendo celular barato sem nota');
    // A located Segurança post: the map card of its timeline opens its page.
    const hiddenId = await createPost(author.page, title, {
      fields: [
        ['post[post_category]', 'Segurança'],
        ['post[location][]', '-46.6346'],
        ['post[location][]', '-23.5891'],
      ],
    });
    // Newer posts push it down the list, more than a screen.
    for (let n = 0; n < 12; n++)
      await createPost(author.page, uniqueTitle(`Aviso ${n + 1} do condomínio`), {
        text: 'A coleta de lixo reciclável passa às terças e sextas, a partir das 8h.',
      });
    const { page } = await openResident(openContext, reader, { waitFor: 'posts', prepare: serveTiles });
    // The reader reports it: a flagged post is hidden (spec: States and transitions).
    const flagged = await page.request.put(`/api/v1/posts/${hiddenId}/flag`);
    expect(flagged.ok()).toBe(true);
    await page.reload();
    await expect(timeline(page).getByRole('article').first()).toBeVisible({ timeout: 20_000 });

    const notice = timeline(page).getByRole('article', { name: hiddenNotice }).first();
    await scrollUntilOnScreen(page, notice);
    await notice.getByRole('button', { name: 'Mostrar mesmo assim' }).click();
    const revealed = timeline(page).getByRole('article', { name: title });
    await expect(revealed).toBeVisible();
    await expect(revealed.getByRole('heading', { name: title })).toBeFocused();
    // The list keeps the card holding focus rendered: the focus moves on first.
    await navigation(page).getByRole('link', { name: 'Página Inicial' }).focus();

    // A screen away: back at the top, the virtualised list no longer holds the card.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(revealed).toHaveCount(0);
    // And back: still revealed, no notice.
    await scrollUntilOnScreen(page, revealed);
    await expect(revealed.getByRole('heading', { name: title })).toBeVisible();
    await expect(revealed.getByRole('button', { name: 'Mostrar mesmo assim' })).toHaveCount(0);

    // Another timeline (Segurança): still revealed.
    await navigation(page).getByRole('link', { name: 'Segurança' }).click();
    await expect(page).toHaveURL(/\/categoria\/seguranca$/);
    const inSecurity = timeline(page).getByRole('article', { name: title });
    await expect(inSecurity.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    await expect(inSecurity.getByRole('button', { name: 'Mostrar mesmo assim' })).toHaveCount(0);
    // Its page, opened from the map card's list: still revealed, the title as the page's heading.
    const card = page.getByRole('region', { name: 'Mapa de ocorrências' });
    await card.getByText(/Lista das ocorrências no mapa/).click();
    await card.getByRole('button', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/posts/${hiddenId}$`));
    const view = page.getByRole('region', { name: 'Postagem' });
    await expect(view.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(view.getByRole('heading', { level: 1, name: hiddenNotice })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Mostrar mesmo assim' })).toHaveCount(0);
    // And back: the Segurança timeline still shows it revealed.
    await page.goBack();
    await expect(page).toHaveURL(/\/categoria\/seguranca$/);
    await expect(inSecurity.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    await expect(inSecurity.getByRole('button', { name: 'Mostrar mesmo assim' })).toHaveCount(0);
  });
});
