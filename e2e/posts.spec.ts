import { expectNoAxeViolations } from './a11y.ts';
import { createPost, demoResidents, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { tabTo } from './support/keyboard.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcess.ts';
import { expect, test } from './support/test.ts';

const residentA = demoResidents.a;
const residentB = demoResidents.b;

test.describe('two residents on the demo server', () => {
  test("A's new post appears on B's timeline live and highlighted; B's vote moves A's count; A's deletion removes it for B", async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, residentA, { waitFor: 'posts' });
    const b = await openResident(openContext, residentB, { waitFor: 'posts' });
    await expectNoAxeViolations(b.page);

    const title = uniqueTitle('Poda das árvores da praça');
    await createPost(a.page, title);
    const onB = timeline(b.page).getByRole('article', { name: title });
    await expect(onB).toBeVisible();
    await expect(onB).toHaveAttribute('data-highlighted', 'true');
    await expect(timeline(b.page).getByRole('article').first()).toHaveAccessibleName(title);
    const onA = timeline(a.page).getByRole('article', { name: title });
    await expect(onA).toBeVisible();

    // B votes: the button loads until the live vote_update, then both see the count.
    await onB.getByRole('button', { name: 'Votar a favor 0' }).click();
    await expect(onB.getByRole('button', { name: 'Votar a favor 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(onA.getByRole('button', { name: 'Votar a favor 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Only the author sees edit and delete (spec: Roles and permissions).
    await expect(onB.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
    await expect(onA.getByRole('button', { name: 'Editar' })).toBeVisible();

    await onA.getByRole('button', { name: 'Excluir' }).click();
    const dialog = a.page.getByRole('alertdialog');
    await expect(dialog).toContainText('Tem certeza que deseja excluir esta postagem?');
    await expectNoAxeViolations(a.page);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(onA).toHaveCount(0);
    await expect(onB).toHaveCount(0);
    await expectNoAxeViolations(b.page);
  });

  test('flag with its alert, share copying the /posts/{id} link, and the single post view', async ({
    page: unused,
    openContext,
    baseURL,
  }) => {
    await unused.close();
    const a = await openResident(openContext, residentA, { waitFor: 'posts' });
    const b = await openResident(openContext, residentB, {
      waitFor: 'posts',
      contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    const title = uniqueTitle('Vendo bicicleta aro 26');
    const postId = await createPost(a.page, title);
    const card = timeline(b.page).getByRole('article', { name: title });
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Compartilhar', exact: true }).click();
    await expect(
      b.page.getByText('Link copiado para a área de transferência!', { exact: true }),
    ).toBeVisible();
    const copied = await b.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/posts/${postId}`);

    await card.getByRole('button', { name: 'Reportar' }).click();
    // The flag asks why (docs/spec/3-moderation.md), then says the spec's words.
    const report = b.page.getByRole('dialog', { name: 'Reportar postagem' });
    await report.getByRole('radio', { name: 'Spam ou propaganda' }).check();
    await report.getByRole('button', { name: 'Enviar' }).click();
    await expect(b.page.getByText('Postagem reportada com sucesso', { exact: true })).toBeVisible();
    // A flagged post is hidden for everyone, live, with the way to read it anyway.
    const hidden = timeline(a.page).getByRole('article', {
      name: 'Esta postagem foi ocultada devido a relatórios da comunidade',
    });
    await expect(hidden.first()).toBeVisible();
    await expect(timeline(a.page).getByRole('article', { name: title })).toHaveCount(0);
    await expectNoAxeViolations(b.page);

    await b.page.goto(copied);
    const view = b.page.getByRole('region', { name: 'Postagem' });
    // The page says the title once, in the card: hidden, the notice is the heading until revealed.
    await expect(
      view.getByRole('heading', {
        level: 1,
        name: 'Esta postagem foi ocultada devido a relatórios da comunidade',
      }),
    ).toBeVisible();
    await expect(view.getByText('demo', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(b.page);
    await view.getByRole('button', { name: 'Mostrar mesmo assim' }).click();
    await expect(view.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(view.getByText(title, { exact: true })).toHaveCount(1);
    await view.getByRole('link', { name: 'Voltar à linha do tempo' }).click();
    await expect(b.page).toHaveURL(/\/$/);
    await expect(timeline(b.page)).toBeVisible();

    await b.page.goto('/posts/nao-existe');
    await expect(b.page.getByRole('alert')).toHaveText('Postagem não encontrada (404)');
    await expectNoAxeViolations(b.page);
  });

  test('the timeline by keyboard: vote, walk to the next card, share, load more pages', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const { page } = await openResident(openContext, residentB, {
      waitFor: 'posts',
      contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    const first = timeline(page).getByRole('article').first();
    const vote = first.getByRole('button', { name: /^Votar a favor/ });
    const before = await vote.getAttribute('aria-pressed');
    await tabTo(page, vote, 60);
    await page.keyboard.press('Enter');
    await expect(vote).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await tabTo(page, first.getByRole('button', { name: 'Compartilhar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copiado para a área de transferência!', { exact: true })).toBeVisible();
    // Tab leaves the first card for the second one, in order.
    await tabTo(
      page,
      timeline(page)
        .getByRole('article')
        .nth(1)
        .getByRole('button', { name: /^Votar a favor/ }),
    );
    // Tab on through the list: the virtualised cards follow focus, pages load on the way, to the end.
    // How far the end is depends on the posts the worker's earlier journeys added to its server
    // (about seven stops a card), so the walk is bounded by a generous count. Checked after every
    // press: a few presses past the last card, focus wraps to the top and the end scrolls away.
    const end = page.getByText('Você chegou ao fim: não há mais postagens.');
    for (let presses = 0; presses < 2_000 && !(await end.isVisible()); presses++)
      await page.keyboard.press('Tab');
    await expect(end).toBeVisible();
  });
});

test.describe('a dropped live connection', () => {
  // The server is stopped and started while A posts: B's timeline fetches what it missed and offers
  // "1 novidade" instead of moving what B reads. Needs a server process of its own to stop.
  let server: ServerProcess;
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    // A fresh embedded database is created and seeded: slow on a busy machine.
    server = await startServerProcess();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('after a server restart B gets "1 novidade", and the post shows once', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, residentA, {
      waitFor: 'posts',
      contextOptions: { baseURL: server.url },
    });
    const b = await openResident(openContext, residentB, {
      waitFor: 'posts',
      contextOptions: { baseURL: server.url },
    });
    const badge = b.page.getByRole('banner').getByRole('status');

    // B's live connection stays down until A has posted, so the post is one B missed (its reconnect
    // backoff alone made that a race).
    let holdLive = true;
    await b.page.routeWebSocket(/\/ws$/, (ws) => {
      if (holdLive) ws.close();
      else ws.connectToServer();
    });
    await server.stop();
    await expect(badge).toHaveText('Reconectando...', { timeout: 30_000 });
    await expect(b.page.getByText('As novidades aparecem quando a conexão voltar.')).toBeVisible();
    await expectNoAxeViolations(b.page);
    await server.start();
    const title = uniqueTitle('Falta de água na Rua Domingos de Morais');
    await createPost(a.page, title);
    holdLive = false;

    await expect(badge).toHaveText('Online', { timeout: 60_000 });
    const pill = b.page.getByRole('button', { name: '1 novidade' });
    await expect(pill).toBeVisible({ timeout: 20_000 });
    await expect(timeline(b.page).getByRole('article', { name: title })).toHaveCount(0);
    await expectNoAxeViolations(b.page);
    await pill.click();
    const arrived = timeline(b.page).getByRole('article', { name: title });
    await expect(arrived).toHaveCount(1);
    await expect(timeline(b.page).getByRole('article').first()).toHaveAccessibleName(title);
    await expect(pill).toHaveCount(0);
  });
});
