// A crowded network on the built app and the real server: a post with an image published while its
// call cannot get through waits in the app's outbox, said so in the editor with its draft kept; it
// survives a reload of the page (image included) and is there once, for its author and a neighbour,
// when the way opens.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { demoResidents, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

const factualText =
  'No sábado, 12/12, às 9h, a associação fará um bazar beneficente no salão da Rua das Flores, 123.';

const editor = (page: Page) => page.getByRole('form', { name: 'Nova postagem' });

/** A small PNG drawn in the page, as a phone's photo would be chosen. */
async function drawnPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#93b4fb';
      context.fillRect(0, 0, 600, 400);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

test('a post published while its call cannot get through waits, survives a reload, and is there once', async ({
  page: unused,
  openContext,
}) => {
  await unused.close();
  const a = await openResident(openContext, demoResidents.a, { waitFor: 'timeline' });
  const b = await openResident(openContext, demoResidents.b, { waitFor: 'timeline' });
  let isBlocked = true;
  const keys: (string | null)[] = [];
  // Every POST posts fails on the network (a phone out of coverage) until the test opens the way.
  await a.page.context().route('**/api/v1/posts', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    keys.push(await request.headerValue('idempotency-key'));
    if (isBlocked) return route.abort('internetdisconnected');
    return route.fallback();
  });

  const title = uniqueTitle('Bazar beneficente');
  const form = editor(a.page);
  await form.getByRole('textbox', { name: 'Título' }).click();
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('textbox', { name: 'Texto' }).fill(factualText);
  await form.getByRole('button', { name: 'Adicionar imagem' }).click();
  const modal = a.page.getByRole('dialog', { name: 'Ajustar imagem' });
  const chooser = a.page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Escolher arquivo' }).click();
  await (await chooser).setFiles({
    name: 'bazar.png',
    mimeType: 'image/png',
    buffer: await drawnPng(a.page),
  });
  await expect(modal.getByRole('img', { name: 'Enquadramento da imagem' })).toBeVisible();
  await modal.getByRole('button', { name: 'Usar imagem' }).click();
  await expect(modal).toHaveCount(0);
  const alt = 'Mesa com roupas e livros no salão';
  await form.getByRole('textbox', { name: 'Descrição da imagem' }).fill(alt);
  await form.getByRole('button', { name: 'Publicar' }).click();

  // The tries find no way through: it waits, said so, with the draft kept and nothing published.
  const waitingText = 'Enviando... a postagem será publicada quando a conexão voltar.';
  await expect(form.getByRole('status').filter({ hasText: waitingText })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(form.getByRole('button', { name: 'Descartar' })).toBeVisible();
  await expectNoAxeViolations(a.page);
  await expect(timeline(b.page).getByRole('article', { name: title })).toHaveCount(0);

  // The page is reloaded while it waits: the post is read back from the outbox, image and all.
  await a.page.reload();
  await expect(editor(a.page).getByRole('status').filter({ hasText: waitingText })).toBeVisible();
  await expect(editor(a.page).getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(editor(a.page).getByRole('img', { name: alt })).toBeVisible();

  isBlocked = false;
  const card = timeline(a.page).getByRole('article', { name: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: alt })).toBeVisible();
  await expect(editor(a.page).getByRole('textbox', { name: 'Título' })).toHaveValue('');
  // Every try carried the one key the post was given when Publicar was pressed.
  expect(keys.length).toBeGreaterThan(1);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  // What the server holds: one post, for a neighbour live and after reading again.
  await expect(timeline(b.page).getByRole('article', { name: title })).toHaveCount(1);
  await b.page.reload();
  await expect(timeline(b.page).getByRole('article').first()).toBeVisible();
  await expect(timeline(b.page).getByRole('article', { name: title })).toHaveCount(1);
});
