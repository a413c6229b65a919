// A crowded network on the built app and the real server: the answer to "Publicar" is lost on its
// way back after the server wrote the post; the app tries again with the same Idempotency-Key and
// the server answers again instead of writing twice, so the author and a neighbour each see the
// post once, after a reload too.
import { demoResidents, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

const factualText =
  'No sábado, 12/12, às 9h, a associação fará um bazar beneficente no salão da Rua das Flores, 123.';

test('the answer to Publicar lost on its way back: tried again with its key, the post is there once', async ({
  page: unused,
  openContext,
}) => {
  await unused.close();
  const a = await openResident(openContext, demoResidents.a, { waitFor: 'timeline' });
  const b = await openResident(openContext, demoResidents.b, { waitFor: 'timeline' });
  const keys: (string | null)[] = [];
  // The first POST posts reaches the server, which writes the post; its answer never reaches the page.
  await a.page.route('**/api/v1/posts', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    keys.push(await request.headerValue('idempotency-key'));
    if (keys.length > 1) return route.fallback();
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    return route.abort('connectionreset');
  });

  const title = uniqueTitle('Bazar beneficente');
  const form = a.page.getByRole('form', { name: 'Nova postagem' });
  await form.getByRole('textbox', { name: 'Título' }).click();
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('textbox', { name: 'Texto' }).fill(factualText);
  await form.getByRole('button', { name: 'Publicar' }).click();

  // The second try, with the first one's key, answered again by the server.
  await expect.poll(() => keys.length).toBe(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue('');
  await expect(timeline(a.page).getByRole('article', { name: title })).toHaveCount(1);
  await expect(timeline(b.page).getByRole('article', { name: title })).toHaveCount(1);
  // What the server holds: one post, for a neighbour reading again.
  await b.page.reload();
  await expect(timeline(b.page).getByRole('article').first()).toBeVisible();
  await expect(timeline(b.page).getByRole('article', { name: title })).toHaveCount(1);
});
