// Moderation (spec 3) on the real server: reports with reasons and their withdrawal, the queue and
// its actions for the area's moderators only, roles, mute, the open record, blocking and the
// distrust of reporters whose reports keep being rejected.
import {
  apiPaths,
  appealDecisionPath,
  blockPath,
  commentFlagPath,
  conversationAdminPath,
  moderationActionPath,
  moderationMemberPath,
  moderationPaths,
  postFlagPath,
} from '@vizinhos/api';
import { buildLiveDestination, moderationTexts, mutedText } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { moderationServerTexts } from '../../src/features/moderation/moderation.texts.ts';
import { postsServerTexts } from '../../src/features/posts/posts.texts.ts';
import { bodyOf } from '../support/liveSubscriber.ts';
import { frameIs, openRawStompClient } from '../support/rawStompClient.ts';
import {
  createConversation,
  listConversations,
  listMessages,
  sendMessage,
  updateConversation,
} from './messagingHelpers.ts';
import { moderationServer } from './moderationHelpers.ts';
import { call, postForm } from './postsHelpers.ts';

const moderation = moderationServer([
  ['fundadora', 'Fundador'],
  ['admin', 'Admin'],
  ['moderadora', 'Moderador'],
  ['autora', 'Membro'],
  ['leitor', 'Membro'],
  ['terceira', 'Membro'],
  ['queixosa', 'Membro'],
  ['vizinho', 'Membro'],
  ['calada', 'Membro'],
  ['forasteira', 'Fundador', 'Moema'],
]);
const { who, as, json, newPost, newComment } = moderation;

const seen = async (name: string, postId: string) =>
  (await json(name, 'GET', `${apiPaths.posts}/${postId}`)).body.posts;
const queue = async (name = 'moderadora') =>
  (await json(name, 'GET', moderationPaths.moderationReports)).body.reports;
const notifications = async (name: string) =>
  (await json(name, 'GET', apiPaths.notifications)).body.notifications as {
    title?: string;
    content?: string;
  }[];

describe('reports with a reason (spec 3: Calls)', () => {
  it('the spec’s body-less flag still hides the post for everyone', async () => {
    const id = await newPost('autora', 'Sem motivo');
    const flagged = await call(moderation.server, as('leitor'), 'PUT', postFlagPath(id));
    expect(flagged.status).toBe(200);
    expect(flagged.body.posts).toMatchObject({ flagged: true, flagged_by: [who('leitor').id] });
    expect(await seen('terceira', id)).toMatchObject({ flagged: true, flagged_by: [] });
    const item = (await queue()).find((entry: { id: string }) => entry.id === id);
    expect(item).toMatchObject({ kind: 'post', report_count: 1, reasons: [{ reason: null, count: 1 }] });
  });

  it('records the reason and note, groups them in the queue and never names the reporter', async () => {
    const id = await newPost('autora', 'Propaganda da loja');
    expect((await json('leitor', 'PUT', postFlagPath(id), { reason: 'spam' })).status).toBe(200);
    expect(
      (await json('terceira', 'PUT', postFlagPath(id), { reason: 'outro', note: 'Repetido' })).status,
    ).toBe(200);
    const item = (await queue()).find((entry: { id: string }) => entry.id === id);
    expect(item).toMatchObject({
      report_count: 2,
      author: { id: who('autora').id, username: 'autora' },
      notes: ['Repetido'],
    });
    expect(item.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'spam', count: 1 },
        { reason: 'outro', count: 1 },
      ]),
    );
    expect(JSON.stringify(item)).not.toContain(who('leitor').id);
    expect(JSON.stringify(await seen('autora', id))).not.toContain(who('leitor').id);
  });

  it.each([
    [{ reason: 'chato' }, moderationTexts.reasonInvalid],
    [{ reason: 'outro' }, moderationTexts.noteNeeded],
    [{ reason: 'spam', note: 'x'.repeat(301) }, moderationTexts.noteNeeded],
  ])('refuses %j in Portuguese', async (body, error) => {
    const id = await newPost('autora', 'Para recusar');
    expect(await json('leitor', 'PUT', postFlagPath(id), body)).toEqual({ status: 422, body: { error } });
  });

  it('another area’s post or comment is unknown (404)', async () => {
    const id = await newPost('autora', 'Minha');
    const commentId = await newComment('vizinho', id, 'Daqui');
    expect(await json('forasteira', 'PUT', postFlagPath(id))).toEqual({
      status: 404,
      body: { error: postsServerTexts.notFound },
    });
    expect(await json('forasteira', 'PUT', commentFlagPath(id, commentId), { reason: 'spam' })).toEqual({
      status: 404,
      body: { error: moderationServerTexts.contentNotFound },
    });
  });

  it('withdraws one’s own pending report (the post shows again), never another’s', async () => {
    const id = await newPost('autora', 'Engano');
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'falso' });
    expect((await json('terceira', 'DELETE', postFlagPath(id))).status).toBe(404);
    const withdrawn = await json('leitor', 'DELETE', postFlagPath(id));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.posts).toMatchObject({ flagged: false, flagged_by: [] });
    expect((await queue()).some((entry: { id: string }) => entry.id === id)).toBe(false);
  });

  it('reports a comment with a reason; it reaches the queue, and can be withdrawn', async () => {
    const postId = await newPost('autora', 'Com comentário');
    const commentId = await newComment('vizinho', postId, 'Comentário ofensivo');
    expect(
      (await json('leitor', 'PUT', commentFlagPath(postId, commentId), { reason: 'ofensivo' })).status,
    ).toBe(200);
    expect((await queue()).find((entry: { id: string }) => entry.id === commentId)).toMatchObject({
      kind: 'comment',
      post_id: postId,
      text: 'Comentário ofensivo',
      reasons: [{ reason: 'ofensivo', count: 1 }],
    });
    expect((await json('leitor', 'DELETE', commentFlagPath(postId, commentId))).status).toBe(200);
    expect((await queue()).some((entry: { id: string }) => entry.id === commentId)).toBe(false);
  });

  it('a new report reaches each moderator live, naming nobody', async () => {
    const moderator = who('moderadora');
    const client = await openRawStompClient(`${moderation.server.url.replace('http', 'ws')}/ws`, {
      headers: { cookie: as('moderadora') },
    });
    try {
      client.send('CONNECT\naccept-version:1.2\nhost:localhost\nlogin:guest\npasscode:guest\n\n\0');
      await client.waitFor(frameIs('CONNECTED'));
      const destination = buildLiveDestination('notification', moderator.stompKey);
      client.send(`SUBSCRIBE\nid:n\ndestination:${destination}\nreceipt:n\n\n\0`);
      await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'n'));
      const id = await newPost('autora', 'Ao vivo');
      const arrived = client.waitFor(
        (frame) => frame.command === 'MESSAGE' && JSON.stringify(bodyOf(frame)).includes('Ao vivo'),
      );
      await json('leitor', 'PUT', postFlagPath(id), { reason: 'spam' });
      const body = JSON.stringify(bodyOf(await arrived));
      expect(body).toContain('Nova denúncia');
      expect(body).not.toContain('leitor');
      expect(body).not.toContain(who('leitor').id);
    } finally {
      client.socket.close();
    }
  });
});

describe('the queue is the moderators’ alone (spec 3: Roles and permissions)', () => {
  it.each([
    ['GET', moderationPaths.moderationReports],
    ['GET', moderationPaths.moderationLog],
    ['POST', moderationActionPath('x', 'keep')],
    ['POST', moderationActionPath('x', 'remove')],
    ['POST', moderationActionPath('x', 'warn')],
  ])('%s %s: 403 in Portuguese for a resident', async (method, path) => {
    expect(await json('leitor', method, path, method === 'POST' ? {} : undefined)).toEqual({
      status: 403,
      body: { error: moderationTexts.onlyModeration },
    });
  });

  it('founder, admin and moderator all read the queue', async () => {
    for (const name of ['fundadora', 'admin', 'moderadora'])
      expect((await json(name, 'GET', moderationPaths.moderationReports)).status).toBe(200);
  });

  it('another area’s report is 404 for a moderator elsewhere', async () => {
    const id = await newPost('autora', 'Daqui');
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'spam' });
    expect((await queue('forasteira')).some((entry: { id: string }) => entry.id === id)).toBe(false);
    expect(await json('forasteira', 'POST', moderationActionPath(id, 'keep'), {})).toEqual({
      status: 404,
      body: { error: moderationServerTexts.reportNotFound },
    });
  });
});

describe('keep, remove, warn (spec 3: States and transitions)', () => {
  it('keep: shown again for everyone; the same reporter cannot hide it again, someone else can', async () => {
    const id = await newPost('autora', 'Mantida');
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'falso' });
    expect((await seen('terceira', id)).flagged).toBe(true);
    expect(await json('moderadora', 'POST', moderationActionPath(id, 'keep'), {})).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await seen('terceira', id)).flagged).toBe(false);
    expect((await queue()).some((entry: { id: string }) => entry.id === id)).toBe(false);
    // The same reporter again: nothing changes.
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'spam' });
    expect((await seen('terceira', id)).flagged).toBe(false);
    expect(await json('leitor', 'DELETE', postFlagPath(id))).toEqual({
      status: 409,
      body: { error: moderationServerTexts.decided },
    });
    // Someone else: hidden again and back in the queue.
    await json('queixosa', 'PUT', postFlagPath(id), { reason: 'spam' });
    expect((await seen('terceira', id)).flagged).toBe(true);
    expect((await queue()).find((entry: { id: string }) => entry.id === id)).toMatchObject({
      report_count: 1,
    });
  });

  it('remove: gone for everyone, the author told why', async () => {
    const id = await newPost('autora', 'Removida');
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'privacidade' });
    expect(await json('moderadora', 'POST', moderationActionPath(id, 'remove'), { reason: 'ok' })).toEqual({
      status: 422,
      body: { error: moderationTexts.removeReasonNeeded },
    });
    const removed = await json('moderadora', 'POST', moderationActionPath(id, 'remove'), {
      reason: 'Expõe o endereço de um vizinho.',
    });
    expect(removed.status).toBe(200);
    expect((await json('terceira', 'GET', `${apiPaths.posts}/${id}`)).status).toBe(404);
    const notice = (await notifications('autora')).find((item) => item.title === 'Moderação');
    expect(notice?.content).toBe(
      moderationServerTexts.removedPost('Removida', 'Expõe o endereço de um vizinho.'),
    );
  });

  it('remove a comment: its text goes, the author is told', async () => {
    const postId = await newPost('autora', 'Post do comentário removido');
    const commentId = await newComment('vizinho', postId, 'Xingamento');
    await json('leitor', 'PUT', commentFlagPath(postId, commentId), { reason: 'ofensivo' });
    const removed = await json('admin', 'POST', moderationActionPath(commentId, 'remove'), {
      reason: 'Linguagem ofensiva.',
    });
    expect(removed.status).toBe(200);
    const comments = await json('terceira', 'GET', `${apiPaths.posts}/${postId}/comments`);
    expect(JSON.stringify(comments.body)).not.toContain('Xingamento');
    expect(
      (await notifications('vizinho')).some((item) => item.content?.includes('Linguagem ofensiva.')),
    ).toBe(true);
  });

  it('warn: a private notice; the item stays in the queue', async () => {
    const id = await newPost('autora', 'Avisada');
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'spam' });
    expect((await json('moderadora', 'POST', moderationActionPath(id, 'warn'), {})).status).toBe(422);
    expect(
      (await json('moderadora', 'POST', moderationActionPath(id, 'warn'), { message: 'Evite propaganda.' }))
        .status,
    ).toBe(200);
    expect(
      (await notifications('autora')).some(
        (item) => item.content === 'Aviso da moderação: Evite propaganda.',
      ),
    ).toBe(true);
    expect((await queue()).some((entry: { id: string }) => entry.id === id)).toBe(true);
  });
});

describe('nobody judges their own case (spec 3: Roles and permissions)', () => {
  const itemOf = async (viewer: string, id: string) =>
    (await queue(viewer)).find((entry: { id: string }) => entry.id === id);
  const awaits = (reason: 'own_content' | 'author_role') => ({
    decidable: false,
    undecidable_reason: reason,
  });
  const decidable = { decidable: true, undecidable_reason: null };
  const refused = (reason: 'own_content' | 'author_role') => ({
    status: 403,
    body: { error: moderationServerTexts.decisionBars[reason] },
  });

  it('a moderator neither keeps, removes nor warns on their own post; another moderator does', async () => {
    const id = await newPost('moderadora', 'Minha própria postagem');
    await json('vizinho', 'PUT', postFlagPath(id), { reason: 'spam' });
    expect(await itemOf('moderadora', id)).toMatchObject(awaits('own_content'));
    expect(await itemOf('admin', id)).toMatchObject(decidable);
    expect(await json('moderadora', 'POST', moderationActionPath(id, 'keep'), {})).toEqual(
      refused('own_content'),
    );
    expect(
      await json('moderadora', 'POST', moderationActionPath(id, 'remove'), { reason: 'Não gostei dela.' }),
    ).toEqual(refused('own_content'));
    expect(
      await json('moderadora', 'POST', moderationActionPath(id, 'warn'), { message: 'Cuidado comigo.' }),
    ).toEqual(refused('own_content'));
    expect((await seen('terceira', id)).flagged).toBe(true);
    expect((await json('admin', 'POST', moderationActionPath(id, 'keep'), {})).status).toBe(200);
  });

  it('a moderator cannot act on an admin’s or the founder’s content; the founder’s own goes to an admin', async () => {
    const byAdmin = await newPost('admin', 'Postagem da admin');
    const byFounder = await newPost('fundadora', 'Postagem da fundadora');
    for (const id of [byAdmin, byFounder])
      await json('vizinho', 'PUT', postFlagPath(id), { reason: 'falso' });
    expect(await itemOf('moderadora', byAdmin)).toMatchObject(awaits('author_role'));
    expect(await itemOf('moderadora', byFounder)).toMatchObject(awaits('author_role'));
    expect(await itemOf('admin', byAdmin)).toMatchObject(awaits('own_content'));
    expect(await itemOf('fundadora', byFounder)).toMatchObject(awaits('own_content'));
    expect(await itemOf('admin', byFounder)).toMatchObject(decidable);
    expect(await json('moderadora', 'POST', moderationActionPath(byAdmin, 'keep'), {})).toEqual(
      refused('author_role'),
    );
    expect(await json('fundadora', 'POST', moderationActionPath(byFounder, 'keep'), {})).toEqual(
      refused('own_content'),
    );
    expect((await json('fundadora', 'POST', moderationActionPath(byAdmin, 'keep'), {})).status).toBe(200);
    expect((await json('admin', 'POST', moderationActionPath(byFounder, 'keep'), {})).status).toBe(200);
  });

  it('a moderator does not decide the appeal of their own removal', async () => {
    const postId = await newPost('terceira', 'Onde a moderadora comentou');
    const commentId = await newComment('moderadora', postId, 'Comentário da moderadora');
    await json('vizinho', 'PUT', commentFlagPath(postId, commentId), { reason: 'ofensivo' });
    await json('admin', 'POST', moderationActionPath(commentId, 'remove'), { reason: 'Tom ofensivo.' });
    const removal = (await json('moderadora', 'GET', moderationPaths.myModeration)).body.entries.find(
      (entry: { action: string; excerpt: string }) =>
        entry.action === 'remove' && entry.excerpt === 'Comentário da moderadora',
    );
    await json('moderadora', 'POST', moderationPaths.moderationAppeals, { log_id: removal.id });
    const appealOf = async (viewer: string) =>
      (await json(viewer, 'GET', moderationPaths.moderationAppeals)).body.appeals.find(
        (appeal: { log_id: string }) => appeal.log_id === removal.id,
      );
    const appeal = await appealOf('moderadora');
    expect(appeal).toMatchObject(awaits('own_content'));
    expect(await appealOf('fundadora')).toMatchObject(decidable);
    for (const decision of ['restore', 'uphold'] as const)
      expect(await json('moderadora', 'POST', appealDecisionPath(appeal.id, decision), {})).toEqual(
        refused('own_content'),
      );
    expect((await json('fundadora', 'POST', appealDecisionPath(appeal.id, 'restore'), {})).status).toBe(200);
  });

  it('the “Nova denúncia” notice skips the author of the reported content', async () => {
    const id = await newPost('moderadora', 'Aviso sobre mim');
    await json('vizinho', 'PUT', postFlagPath(id), { reason: 'spam' });
    const reportNotice = moderationServerTexts.reportedPost('Aviso sobre mim');
    const told = async (name: string) =>
      (await notifications(name)).some((item) => item.content === reportNotice);
    expect(await told('admin')).toBe(true);
    expect(await told('moderadora')).toBe(false);
  });
});

describe('report abuse (spec 3: Business constants and limits)', () => {
  it('after three rejected reports a resident’s reports no longer hide posts, but reach the queue', async () => {
    for (const title of ['Boa 1', 'Boa 2', 'Boa 3']) {
      const id = await newPost('autora', title);
      await json('queixosa', 'PUT', postFlagPath(id), { reason: 'falso' });
      await json('moderadora', 'POST', moderationActionPath(id, 'keep'), {});
    }
    const id = await newPost('autora', 'Boa 4');
    await json('queixosa', 'PUT', postFlagPath(id), { reason: 'falso' });
    expect((await seen('terceira', id)).flagged).toBe(false);
    expect((await queue()).some((entry: { id: string }) => entry.id === id)).toBe(true);
  });
});

describe('roles (spec 3: Roles and permissions)', () => {
  const role = (actor: string, target: string, value: string | null) =>
    json(actor, 'PUT', moderationMemberPath(who(target).id, 'role'), { role: value });

  it('an admin appoints and removes a moderator; the new moderator reads the queue', async () => {
    expect(await role('admin', 'vizinho', 'Moderador')).toEqual({ status: 200, body: { role: 'Moderador' } });
    expect((await json('vizinho', 'GET', moderationPaths.moderationReports)).status).toBe(200);
    expect(await role('admin', 'vizinho', null)).toEqual({ status: 200, body: { role: 'Membro' } });
    expect((await json('vizinho', 'GET', moderationPaths.moderationReports)).status).toBe(403);
  });

  it('a moderator cannot appoint, an admin cannot make admins, the founder can; nobody changes the founder', async () => {
    expect(await role('moderadora', 'terceira', 'Moderador')).toEqual({
      status: 403,
      body: { error: moderationTexts.onlyFounderOrAdmin },
    });
    expect(await role('leitor', 'terceira', 'Moderador')).toEqual({
      status: 403,
      body: { error: moderationTexts.onlyModeration },
    });
    expect(await role('admin', 'terceira', 'Admin')).toEqual({
      status: 403,
      body: { error: moderationTexts.onlyFounder },
    });
    expect(await role('fundadora', 'fundadora', null)).toEqual({
      status: 409,
      body: { error: moderationTexts.founderFixed },
    });
    expect(await role('fundadora', 'terceira', 'Fundador')).toEqual({
      status: 422,
      body: { error: moderationTexts.roleInvalid },
    });
    expect(await role('fundadora', 'forasteira', 'Moderador')).toEqual({
      status: 404,
      body: { error: moderationServerTexts.memberNotFound },
    });
    expect(await role('fundadora', 'terceira', 'Admin')).toEqual({ status: 200, body: { role: 'Admin' } });
    expect(await role('fundadora', 'terceira', null)).toEqual({ status: 200, body: { role: 'Membro' } });
  });
});

describe('mute (spec 3: they read, not write)', () => {
  it('refuses every write with a Portuguese 403 saying until when; reading still works', async () => {
    const mute = (actor: string, target: string, hours: unknown) =>
      json(actor, 'POST', moderationMemberPath(who(target).id, 'mute'), { hours });
    // What he wrote before the mute: he may not rewrite it while muted either.
    const ownPostId = await newPost('vizinho', 'Antes do silêncio');
    const commentId = await newComment('vizinho', ownPostId, 'Escrito antes');
    expect((await mute('leitor', 'vizinho', 24)).status).toBe(403);
    expect(await mute('moderadora', 'vizinho', 12)).toEqual({
      status: 422,
      body: { error: moderationTexts.muteHoursInvalid },
    });
    expect((await mute('moderadora', 'admin', 24)).status).toBe(403);
    expect((await mute('forasteira', 'vizinho', 24)).status).toBe(404);
    const muted = await mute('moderadora', 'vizinho', 24);
    expect(muted.status).toBe(200);
    const until = new Date(muted.body.muted_until);
    expect(until.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const when = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(until);
    const refused = await call(
      moderation.server,
      as('vizinho'),
      'POST',
      apiPaths.posts,
      postForm({ title: 'Calado' }),
    );
    expect(refused).toEqual({
      status: 403,
      body: { error: `Você está silenciado até ${when} (horário de Brasília): pode ler, mas não escrever.` },
    });
    const postId = await newPost('autora', 'Para comentar');
    const form = new URLSearchParams({ 'comment[text]': 'Oi' });
    expect(
      (await call(moderation.server, as('vizinho'), 'POST', `${apiPaths.posts}/${postId}/comments`, form))
        .status,
    ).toBe(403);
    const edited = await call(
      moderation.server,
      as('vizinho'),
      'PUT',
      `${apiPaths.posts}/${ownPostId}`,
      postForm({ title: 'Reescrito calado' }),
    );
    expect(edited).toEqual(refused);
    const editedComment = await call(
      moderation.server,
      as('vizinho'),
      'PUT',
      `${apiPaths.posts}/${ownPostId}/comments/${commentId}`,
      new URLSearchParams({ 'comment[text]': 'Reescrito calado' }),
    );
    expect(editedComment).toEqual(refused);
    expect((await json('vizinho', 'GET', apiPaths.posts)).status).toBe(200);
  });
});

describe('a mute also covers the profile and group roles (spec 3: Mute)', () => {
  it('refuses a new name, summary or avatar and promoting or demoting in a group; an appeal stays open', async () => {
    const postId = await newPost('calada', 'Será removida');
    await json('leitor', 'PUT', postFlagPath(postId), { reason: 'spam' });
    await json('moderadora', 'POST', moderationActionPath(postId, 'remove'), { reason: 'Propaganda.' });
    const removal = (await json('calada', 'GET', moderationPaths.myModeration)).body.entries.find(
      (entry: { action: string }) => entry.action === 'remove',
    );
    const made = await createConversation(moderation.server, as('calada'), [
      who('leitor').id,
      who('terceira').id,
    ]);
    const conversation = made.body.conversation as {
      id: string;
      users: { _id: { $oid: string }; conversation_user: { _id: { $oid: string } } }[];
    };
    const leitorMembership =
      conversation.users.find((user) => user._id.$oid === who('leitor').id)?.conversation_user._id.$oid ?? '';
    const muted = await json('moderadora', 'POST', moderationMemberPath(who('calada').id, 'mute'), {
      hours: 24,
    });
    const refusal = { status: 403, body: { error: mutedText(new Date(muted.body.muted_until)) } };

    expect(
      await json('calada', 'PUT', apiPaths.me, { user: { first_name: 'Outro', summary: 'Nova bio' } }),
    ).toEqual(refusal);
    const avatar = new FormData();
    avatar.set('user[avatar]', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    expect(await call(moderation.server, as('calada'), 'PUT', apiPaths.me, avatar)).toEqual(refusal);
    const promote = `${conversationAdminPath(conversation.id)}?conversation_user_id=${leitorMembership}`;
    expect(await call(moderation.server, as('calada'), 'PUT', promote)).toEqual(refusal);
    expect(await call(moderation.server, as('calada'), 'DELETE', promote)).toEqual(refusal);
    expect(
      (await json('leitor', 'GET', `${apiPaths.users}/${who('calada').id}`)).body.users.first_name,
    ).not.toBe('Outro');

    expect(await json('calada', 'POST', moderationPaths.moderationAppeals, { log_id: removal.id })).toEqual({
      status: 200,
      body: { ok: true },
    });
  });
});

describe('the open record (spec 3: Log entry)', () => {
  it('the log names who did what, when and why; the author’s own record does not name the moderator', async () => {
    const id = await newPost('autora', 'Registro');
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'spam' });
    await json('moderadora', 'POST', moderationActionPath(id, 'remove'), { reason: 'Propaganda repetida.' });
    const log = await json('fundadora', 'GET', moderationPaths.moderationLog);
    expect(log.status).toBe(200);
    expect(log.body.entries[0]).toMatchObject({
      action: 'remove',
      actor: { id: who('moderadora').id, username: 'moderadora', role: 'Moderador' },
      target: { id: who('autora').id, username: 'autora' },
      kind: 'post',
      excerpt: 'Registro',
      reason: 'Propaganda repetida.',
    });
    const own = await json('autora', 'GET', moderationPaths.myModeration);
    expect(own.body.entries[0]).toMatchObject({
      action: 'remove',
      actor: null,
      reason: 'Propaganda repetida.',
    });
    expect((await json('leitor', 'GET', moderationPaths.myModeration)).body.entries).toEqual([]);
    const elsewhere = await json('forasteira', 'GET', moderationPaths.moderationLog);
    expect(elsewhere.body.entries.some((entry: { excerpt: string }) => entry.excerpt === 'Registro')).toBe(
      false,
    );
  });
});

describe('blocking (spec 3: Block)', () => {
  it('refuses conversations and messages, silences notifications, and stays private', async () => {
    // An existing direct conversation before the block.
    const made = await createConversation(moderation.server, as('autora'), [who('terceira').id]);
    expect(made.status).toBe(201);
    const conversationId = made.body.conversation._id.$oid ?? made.body.conversation.id;
    expect((await json('terceira', 'POST', blockPath(who('leitor').id))).status).toBe(200);
    expect((await json('terceira', 'POST', blockPath(who('terceira').id))).status).toBe(422);
    expect((await json('terceira', 'POST', blockPath(who('forasteira').id))).status).toBe(404);
    expect((await json('terceira', 'GET', moderationPaths.myBlocks)).body.users).toMatchObject([
      { id: who('leitor').id, username: 'leitor' },
    ]);
    expect((await json('leitor', 'GET', moderationPaths.myBlocks)).body.users).toEqual([]);

    const refused = await createConversation(moderation.server, as('leitor'), [who('terceira').id]);
    expect(refused).toEqual({ status: 403, body: { error: moderationServerTexts.blockedConversation } });
    const group = await createConversation(moderation.server, as('leitor'), [
      who('terceira').id,
      who('queixosa').id,
    ]);
    expect(group.status).toBe(403);

    // Notifications of the blocked one no longer reach the blocker.
    const postId = await newPost('terceira', 'Post da terceira');
    await newComment('leitor', postId, 'Comentário bloqueado');
    expect(JSON.stringify(await notifications('terceira'))).not.toContain('Comentário bloqueado');

    expect((await json('terceira', 'DELETE', blockPath(who('leitor').id))).status).toBe(200);
    await newComment('leitor', postId, 'Depois do desbloqueio');
    expect(JSON.stringify(await notifications('terceira'))).toContain('Depois do desbloqueio');

    // A block stops messages in a direct conversation, either way.
    expect(
      (await sendMessage(moderation.server, as('autora'), conversationId, { body: 'Antes' })).status,
    ).toBe(201);
    await json('terceira', 'POST', blockPath(who('autora').id));
    const message = await sendMessage(moderation.server, as('autora'), conversationId, { body: 'Oi?' });
    expect(message.status).toBe(403);
  });

  it('holds through a third resident: no group brings the two together, nor adds one to the other’s', async () => {
    expect((await json('vizinho', 'POST', blockPath(who('queixosa').id))).status).toBe(200);
    const refusal = { status: 403, body: { error: moderationServerTexts.blockedConversation } };
    // Whoever makes the group, and whichever of the two blocked the other: the refusal is the same.
    expect(
      await createConversation(moderation.server, as('moderadora'), [who('vizinho').id, who('queixosa').id]),
    ).toEqual(refusal);
    expect(
      await createConversation(moderation.server, as('moderadora'), [who('queixosa').id, who('vizinho').id]),
    ).toEqual(refusal);
    const group = await createConversation(moderation.server, as('moderadora'), [
      who('vizinho').id,
      who('fundadora').id,
    ]);
    expect(group.status).toBe(201);
    const groupId = group.body.conversation._id.$oid ?? group.body.conversation.id;
    const added = await updateConversation(moderation.server, as('moderadora'), groupId, {
      neighborIds: [who('vizinho').id, who('fundadora').id, who('queixosa').id],
    });
    expect(added).toEqual(refusal);
    // Someone else may still be added to the group.
    const other = await updateConversation(moderation.server, as('moderadora'), groupId, {
      neighborIds: [who('vizinho').id, who('fundadora').id, who('admin').id],
    });
    expect(other.status).toBe(200);
  });

  it('in a group that predates the block, the blocked one’s messages are delivered without counting as unread', async () => {
    const group = await createConversation(moderation.server, as('moderadora'), [
      who('admin').id,
      who('autora').id,
    ]);
    expect(group.status).toBe(201);
    const groupId = group.body.conversation._id.$oid ?? group.body.conversation.id;
    expect((await json('autora', 'POST', blockPath(who('admin').id))).status).toBe(200);
    expect(
      (await sendMessage(moderation.server, as('admin'), groupId, { body: 'Recado do admin' })).status,
    ).toBe(201);
    const unread = async (name: string) => {
      const list = await listConversations(moderation.server, as(name));
      const mine = (
        list.body.conversations as { _id?: { $oid: string }; id?: string; has_unread: boolean }[]
      ).find((c) => (c._id?.$oid ?? c.id) === groupId);
      return { total: list.body.meta.unread_message_count as number, hasUnread: mine?.has_unread };
    };
    expect(await unread('moderadora')).toMatchObject({ hasUnread: true });
    expect(await unread('autora')).toEqual({ total: 0, hasUnread: false });
    // The group stays, with the message in it (the web app collapses it from the block list).
    const page = await listMessages(moderation.server, as('autora'), groupId);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body.messages)).toContain('Recado do admin');
    expect(page.body.meta.unread_message_count).toBe(0);
    expect((await json('autora', 'DELETE', blockPath(who('admin').id))).status).toBe(200);
  });

  it('is lifted after the blocked resident moved to another area', async () => {
    expect((await json('leitor', 'POST', blockPath(who('autora').id))).status).toBe(200);
    const [moema] = await moderation.server.db
      .select({ areaId: users.areaId })
      .from(users)
      .where(eq(users.id, who('forasteira').id));
    const [home] = await moderation.server.db
      .select({ areaId: users.areaId })
      .from(users)
      .where(eq(users.id, who('autora').id));
    await moderation.server.db
      .update(users)
      .set({ areaId: moema?.areaId ?? '' })
      .where(eq(users.id, who('autora').id));
    try {
      expect((await json('leitor', 'GET', moderationPaths.myBlocks)).body.users).toMatchObject([
        { id: who('autora').id },
      ]);
      expect((await json('leitor', 'DELETE', blockPath(who('autora').id))).status).toBe(200);
      expect((await json('leitor', 'GET', moderationPaths.myBlocks)).body.users).toEqual([]);
      // A resident of another area never blocked answers as before: not found.
      expect((await json('leitor', 'DELETE', blockPath(who('forasteira').id))).status).toBe(404);
    } finally {
      await moderation.server.db
        .update(users)
        .set({ areaId: home?.areaId ?? '' })
        .where(eq(users.id, who('autora').id));
    }
  });
});
