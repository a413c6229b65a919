// Moderation journeys (docs/spec/3-moderation.md) with demo residents no other journey signs in as:
// thiago.fernandes reports with a reason, ana_lima (Moderadora) sees it arrive live and keeps it,
// and the post shows again for patricia.mendes; ana_lima removes another of vanessa.moreira's posts
// and vanessa reads why, asks for a second look and sees it restored; leticia.nunes blocks
// gustavo.freitas from his message, and he can no longer start a conversation with her or write in
// theirs, his comment no longer reaches her bell and his post shows collapsed for her; thiago
// reports one of vanessa's comments and withdraws his report on her post; the founder (demo)
// appoints and removes felipe.azevedo as moderator from his profile, where ana_lima may only mute.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

const hiddenNotice = 'Esta postagem foi ocultada devido a relatórios da comunidade';

/** The id of a demo member, found through the members search. */
async function memberId(page: Page, username: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/users/search?q=${encodeURIComponent(username)}`);
  const users = ((await answer.json()) as { users: { username: string; _id: { $oid: string } }[] }).users;
  const found = users.find((user) => user.username === username);
  expect(found).toBeDefined();
  return found?._id.$oid ?? '';
}

test.describe('moderation on the demo server', () => {
  test('a report with a reason reaches the moderator live; kept, the post shows again for a third resident', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const author = await openResident(openContext, 'vanessa.moreira');
    const title = uniqueTitle('Feira de trocas no sábado');
    await createPost(author.page, title);
    const moderator = await openResident(openContext, 'ana_lima', { path: '/moderacao' });
    const queue = moderator.page.getByRole('region', { name: 'Denúncias pendentes' });
    await expect(queue).toBeVisible();
    const third = await openResident(openContext, 'patricia.mendes', { waitFor: 'posts' });
    const reporter = await openResident(openContext, 'thiago.fernandes', { waitFor: 'posts' });

    const card = timeline(reporter.page).getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Reportar' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Reportar postagem' });
    await dialog.getByRole('radio', { name: 'Informação falsa' }).check();
    await dialog.getByLabel('Conte mais (opcional)').fill('A feira foi cancelada.');
    await expectNoAxeViolations(reporter.page);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(reporter.page.getByText('Postagem reportada com sucesso', { exact: true })).toBeVisible();

    // Hidden for the third resident, live, behind the spec's notice.
    await expect(timeline(third.page).getByRole('article', { name: title })).toHaveCount(0);
    await expect(timeline(third.page).getByRole('article', { name: hiddenNotice }).first()).toBeVisible();
    // The moderator's queue receives it without a reload, with its reason and note, nobody named.
    const item = queue.getByRole('article', { name: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Informação falsa (1)');
    await expect(item).toContainText('A feira foi cancelada.');
    await expect(item).not.toContainText('thiago');
    await expectNoAxeViolations(moderator.page);
    await item.getByRole('button', { name: 'Manter' }).click();
    await expect(item).toHaveCount(0);
    await expect(moderator.page.getByText(/ana_lima \(Moderador\) manteve a postagem/).first()).toBeVisible();

    // Kept: shown again for everyone, live.
    await expect(timeline(third.page).getByRole('article', { name: title })).toBeVisible();
  });

  test('removed by the moderator, the author reads why, asks for a second look once and the post is restored', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const author = await openResident(openContext, 'vanessa.moreira', { waitFor: 'posts' });
    const title = uniqueTitle('Vendo rifa sem autorização');
    const postId = await createPost(author.page, title);
    const reporter = await openResident(openContext, 'thiago.fernandes');
    const flagged = await reporter.page.request.put(`/api/v1/posts/${postId}/flag`, {
      data: { reason: 'spam', note: null },
    });
    expect(flagged.status()).toBe(200);

    const moderator = await openResident(openContext, 'ana_lima', { path: '/moderacao' });
    const item = moderator.page
      .getByRole('region', { name: 'Denúncias pendentes' })
      .getByRole('article', { name: title });
    await item.getByRole('button', { name: 'Remover' }).click();
    await item
      .getByLabel('Por que o conteúdo foi removido (o autor lerá)')
      .fill('Rifas não são permitidas no grupo.');
    await item.getByRole('button', { name: 'Remover conteúdo' }).click();
    await expect(item).toHaveCount(0);

    await expect(timeline(author.page).getByRole('article', { name: title })).toHaveCount(0);
    await author.page
      .getByRole('banner')
      .getByRole('button', { name: /^Notificações/ })
      .click();
    const panel = author.page.getByRole('dialog', { name: 'Notificações' });
    await expect(panel).toContainText('Rifas não são permitidas no grupo.');
    // The author's own record, in Meu Perfil, without the moderator's name.
    await author.page.goto('/perfil');
    const record = author.page.getByRole('region', { name: 'Ações de moderação no seu conteúdo' });
    await expect(record).toContainText('Motivo: Rifas não são permitidas no grupo.');
    await expect(record).not.toContainText('ana_lima');
    await expectNoAxeViolations(author.page);

    // The second look, asked once: the moderator restores the post, shown again for the author.
    const removal = record.getByRole('listitem').filter({ hasText: title });
    await removal.getByRole('button', { name: 'Pedir revisão' }).click();
    await expect(removal).toContainText('Revisão pedida: a moderação vai olhar de novo.');
    await expect(removal.getByRole('button', { name: 'Pedir revisão' })).toHaveCount(0);
    await moderator.page.reload();
    const appeal = moderator.page
      .getByRole('region', { name: 'Pedidos de revisão' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(appeal).toContainText('Motivo da remoção: Rifas não são permitidas no grupo.');
    await expectNoAxeViolations(moderator.page);
    await appeal.getByRole('button', { name: 'Restaurar' }).click();
    await expect(appeal).toHaveCount(0);
    await expect(
      moderator.page.getByText(/ana_lima \(Moderador\) restaurou a postagem/).first(),
    ).toBeVisible();
    await author.page.goto('/');
    await expect(timeline(author.page).getByRole('article', { name: title })).toBeVisible();
  });

  test('blocked from his message, a resident can no longer write to the blocker, whose bell he no longer reaches, and his post is collapsed for her', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const blocker = await openResident(openContext, 'leticia.nunes');
    const blocked = await openResident(openContext, 'gustavo.freitas');
    const gustavo = await memberId(blocker.page, 'gustavo.freitas');
    const leticia = await memberId(blocked.page, 'leticia.nunes');

    // Gustavo writes to Letícia first; she blocks him from his message (spec 3: Block).
    const asked = new URLSearchParams();
    asked.append('conversation[neighbors][]', leticia);
    const started = await blocked.page.request.post('/api/v1/conversations', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: asked.toString(),
    });
    expect(started.ok()).toBe(true);
    const { conversation } = (await started.json()) as { conversation: { id: string } };
    const say = (body: string) =>
      blocked.page.request.post(`/api/v1/conversations/${conversation.id}/messages`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: new URLSearchParams({ 'message[body]': body }).toString(),
      });
    expect((await say('Oi, Letícia! Tudo bem?')).status()).toBe(201);
    await blocker.page.goto(`/conversas/${conversation.id}`);
    const messages = blocker.page.getByRole('region', { name: 'Mensagens' });
    await expect(messages.getByText('Oi, Letícia! Tudo bem?')).toBeVisible();
    await blocker.page.getByRole('button', { name: 'Bloquear gustavo.freitas' }).click();
    await expect(blocker.page.getByRole('button', { name: 'Desbloquear gustavo.freitas' })).toBeVisible();
    await expectNoAxeViolations(blocker.page);
    await blocker.page.goto(`/perfil/${gustavo}`);
    await expect(blocker.page.getByRole('button', { name: 'Desbloquear' })).toBeVisible();
    await blocker.page.goto('/configuracoes');
    const list = blocker.page.getByRole('region', { name: 'Moradores bloqueados' });
    await expect(list.getByRole('button', { name: /Desbloquear Gustavo/ })).toBeVisible();
    await expectNoAxeViolations(blocker.page);

    const form = new URLSearchParams();
    form.append('conversation[neighbors][]', leticia);
    const refused = await blocked.page.request.post('/api/v1/conversations', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: form.toString(),
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Não é possível conversar com este morador.' });
    const silenced = await say('Ainda está aí?');
    expect(silenced.status()).toBe(403);

    // His posts are collapsed for her alone (spec 3: Collapsed content), shown on request.
    const his = uniqueTitle('Bicicleta à venda');
    const hisId = await createPost(blocked.page, his);
    await blocker.page.goto(`/posts/${hisId}`);
    const collapsed = blocker.page.getByRole('article', { name: 'Conteúdo de um morador bloqueado' });
    await expect(collapsed).toBeVisible();
    await expect(blocker.page.getByRole('heading', { name: his })).toHaveCount(0);
    await collapsed.getByRole('button', { name: 'Mostrar mesmo assim' }).click();
    await expect(blocker.page.getByRole('heading', { name: his })).toBeVisible();
    await blocked.page.goto(`/posts/${hisId}`);
    await expect(blocked.page.getByRole('heading', { name: his })).toBeVisible();

    const title = uniqueTitle('Horta comunitária');
    const postId = await createPost(blocker.page, title);
    const commented = await blocked.page.request.post(`/api/v1/posts/${postId}/comments`, {
      multipart: { 'comment[text]': 'Comentário que não deve chegar' },
    });
    expect(commented.status()).toBe(201);
    const notifications = await (await blocker.page.request.get('/api/v1/notifications')).text();
    expect(notifications).not.toContain('Comentário que não deve chegar');
  });

  test('a comment is reported with a reason; a post report is withdrawn and the post shows again', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const author = await openResident(openContext, 'vanessa.moreira');
    const title = uniqueTitle('Bazar beneficente na escola');
    const postId = await createPost(author.page, title);
    const commented = await author.page.request.post(`/api/v1/posts/${postId}/comments`, {
      multipart: { 'comment[text]': 'Tragam as doações até sexta-feira.' },
    });
    expect(commented.status()).toBe(201);

    const reporter = await openResident(openContext, 'thiago.fernandes', { path: `/posts/${postId}` });
    const main = reporter.page.getByRole('main');
    const card = main.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Reportar comentário de vanessa.moreira' }).click();
    const commentDialog = reporter.page.getByRole('dialog', { name: 'Reportar comentário' });
    await commentDialog.getByRole('radio', { name: 'Spam ou propaganda' }).check();
    await expectNoAxeViolations(reporter.page);
    await commentDialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(reporter.page.getByText('Comentário reportado com sucesso', { exact: true })).toBeVisible();
    await expect(commentDialog).toHaveCount(0);

    await card.getByRole('button', { name: 'Reportar', exact: true }).click();
    const postDialog = reporter.page.getByRole('dialog', { name: 'Reportar postagem' });
    await postDialog.getByRole('radio', { name: 'Informação falsa' }).check();
    await postDialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(reporter.page.getByText('Postagem reportada com sucesso', { exact: true })).toBeVisible();
    const hidden = main.getByRole('article', { name: hiddenNotice });
    await expect(hidden.getByText('Você reportou esta postagem')).toBeVisible();
    await expectNoAxeViolations(reporter.page);
    await hidden.getByRole('button', { name: 'Retirar denúncia' }).click();
    await expect(card).toBeVisible();
    await expect(main.getByText('Você reportou esta postagem')).toHaveCount(0);
  });

  test("the founder appoints and removes a moderator from the member's profile; a moderator may only mute", async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const founder = await openResident(openContext, 'demo');
    const felipe = await memberId(founder.page, 'felipe.azevedo');
    await founder.page.goto(`/perfil/${felipe}`);
    await founder.page.getByRole('button', { name: 'Tornar moderador' }).click();
    await expect(founder.page.getByText('Papel alterado: Moderador.')).toBeVisible();
    await expect(founder.page.getByRole('button', { name: 'Silenciar por 24 horas' })).toHaveCount(0);
    await expectNoAxeViolations(founder.page);
    await founder.page.getByRole('button', { name: 'Remover moderador' }).click();
    await expect(founder.page.getByText('Papel alterado: Membro.')).toBeVisible();
    await expect(founder.page.getByRole('button', { name: 'Tornar moderador' })).toBeVisible();

    const moderator = await openResident(openContext, 'ana_lima', { path: `/perfil/${felipe}` });
    await expect(moderator.page.getByRole('button', { name: 'Silenciar por 24 horas' })).toBeVisible();
    await expect(moderator.page.getByRole('button', { name: 'Silenciar por 7 dias' })).toBeVisible();
    await expect(moderator.page.getByRole('button', { name: 'Tornar moderador' })).toHaveCount(0);
  });
});
