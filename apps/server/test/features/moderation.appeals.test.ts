// The second look (spec 3: Second look) on the real server: the author of removed content asks once,
// the area's moderators read the appeal and restore the content or confirm the removal, each decision
// logged and told to the author; anyone else refused in Portuguese.
import {
  apiPaths,
  appealDecisionPath,
  commentFlagPath,
  moderationActionPath,
  moderationPaths,
  postFlagPath,
} from '@vizinhos/api';
import { moderationTexts } from '@vizinhos/domain';
import { describe, expect, it } from 'vitest';
import { moderationServerTexts } from '../../src/features/moderation/moderation.texts.ts';
import { moderationServer } from './moderationHelpers.ts';
import type { FormInput } from './postsHelpers.ts';

const { json, newPost, newComment } = moderationServer([
  ['moderadora', 'Moderador'],
  ['autora', 'Membro'],
  ['leitor', 'Membro'],
  ['forasteira', 'Fundador', 'Moema'],
]);

type Entry = { id: string; action: string; excerpt: string | null; appeal?: string | null };
type Appeal = { id: string; log_id: string; kind: string; excerpt: string; note: string | null };

/** A post of the author's, reported and removed; returns its id and the removal's log id. */
async function removedPost(title: string, fields: FormInput = {}) {
  const id = await newPost('autora', title, fields);
  await json('leitor', 'PUT', postFlagPath(id), { reason: 'spam' });
  const removed = await json('moderadora', 'POST', moderationActionPath(id, 'remove'), {
    reason: 'Propaganda.',
  });
  expect(removed.status).toBe(200);
  return { id, logId: await removalLogId(title) };
}

async function removalLogId(excerpt: string): Promise<string> {
  const own = await json('autora', 'GET', moderationPaths.myModeration);
  const entry = (own.body.entries as Entry[]).find(
    (item) => item.action === 'remove' && item.excerpt === excerpt,
  );
  expect(entry?.appeal).toBeNull();
  return entry?.id ?? '';
}

const appeals = async () =>
  (await json('moderadora', 'GET', moderationPaths.moderationAppeals)).body.appeals as Appeal[];
const notices = async (name: string) =>
  ((await json(name, 'GET', apiPaths.notifications)).body.notifications as { content?: string }[]).map(
    (item) => item.content,
  );

describe('asking for a second look (spec 3: Second look)', () => {
  it('the author asks once, with a note; it reaches the moderators; a second ask is refused', async () => {
    const { logId } = await removedPost('Feira de domingo');
    const asked = await json('autora', 'POST', moderationPaths.moderationAppeals, {
      log_id: logId,
      note: 'Era um evento gratuito.',
    });
    expect(asked).toEqual({ status: 200, body: { ok: true } });
    expect((await appeals()).find((item) => item.log_id === logId)).toMatchObject({
      kind: 'post',
      excerpt: 'Feira de domingo',
      note: 'Era um evento gratuito.',
      removal_reason: 'Propaganda.',
      author: { username: 'autora' },
    });
    expect(await json('autora', 'POST', moderationPaths.moderationAppeals, { log_id: logId })).toEqual({
      status: 409,
      body: { error: moderationServerTexts.appealTwice },
    });
    const own = await json('autora', 'GET', moderationPaths.myModeration);
    expect((own.body.entries as Entry[]).find((item) => item.id === logId)?.appeal).toBe('pending');
  });

  it('anyone else is refused: another resident 403, another area or an unknown id 404, a long note 422', async () => {
    const { logId } = await removedPost('Venda de bolos');
    expect(await json('leitor', 'POST', moderationPaths.moderationAppeals, { log_id: logId })).toEqual({
      status: 403,
      body: { error: moderationServerTexts.appealNotYours },
    });
    for (const [name, id] of [
      ['forasteira', logId],
      ['autora', 'nao-existe'],
    ] as const) {
      expect(await json(name, 'POST', moderationPaths.moderationAppeals, { log_id: id })).toEqual({
        status: 404,
        body: { error: moderationServerTexts.removalNotFound },
      });
    }
    expect(
      await json('autora', 'POST', moderationPaths.moderationAppeals, {
        log_id: logId,
        note: 'x'.repeat(301),
      }),
    ).toEqual({ status: 422, body: { error: moderationTexts.noteNeeded } });
    expect((await appeals()).some((item) => item.log_id === logId)).toBe(false);
  });

  it('only the area’s moderators read and decide appeals', async () => {
    const { logId } = await removedPost('Aula de violão');
    await json('autora', 'POST', moderationPaths.moderationAppeals, { log_id: logId });
    const appeal = (await appeals()).find((item) => item.log_id === logId) as Appeal;
    for (const [method, path] of [
      ['GET', moderationPaths.moderationAppeals],
      ['POST', appealDecisionPath(appeal.id, 'restore')],
      ['POST', appealDecisionPath(appeal.id, 'uphold')],
    ] as const) {
      expect(await json('leitor', method, path, method === 'POST' ? {} : undefined)).toEqual({
        status: 403,
        body: { error: moderationTexts.onlyModeration },
      });
    }
    expect(await json('forasteira', 'POST', appealDecisionPath(appeal.id, 'restore'), {})).toEqual({
      status: 404,
      body: { error: moderationServerTexts.appealNotFound },
    });
  });
});

describe('deciding a second look', () => {
  it('restore: the post is shown again with its poll, logged, the author told', async () => {
    const { id, logId } = await removedPost('Qual horário?', {
      post_category: 'Votaçao',
      poll_options: ['Manhã', 'Tarde'],
    });
    expect((await json('leitor', 'GET', `${apiPaths.posts}/${id}`)).status).toBe(404);
    await json('autora', 'POST', moderationPaths.moderationAppeals, { log_id: logId });
    const appeal = (await appeals()).find((item) => item.log_id === logId) as Appeal;
    expect(await json('moderadora', 'POST', appealDecisionPath(appeal.id, 'restore'), {})).toEqual({
      status: 200,
      body: { ok: true },
    });
    const shown = await json('leitor', 'GET', `${apiPaths.posts}/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.posts).toMatchObject({ title: 'Qual horário?', text: 'Texto.' });
    expect(JSON.stringify(shown.body.posts)).toContain('Tarde');
    expect(await notices('autora')).toContain(moderationServerTexts.restoredPost('Qual horário?'));
    expect((await appeals()).some((item) => item.id === appeal.id)).toBe(false);
    const log = await json('moderadora', 'GET', moderationPaths.moderationLog);
    expect(log.body.entries[0]).toMatchObject({ action: 'restore', excerpt: 'Qual horário?' });
    const own = await json('autora', 'GET', moderationPaths.myModeration);
    expect((own.body.entries as Entry[]).find((item) => item.id === logId)?.appeal).toBe('restored');
    // Decided once: a second decision finds nothing pending.
    expect((await json('moderadora', 'POST', appealDecisionPath(appeal.id, 'uphold'), {})).status).toBe(404);
  });

  it('restore a comment: its text comes back', async () => {
    const postId = await newPost('leitor', 'Post');
    const commentId = await newComment('autora', postId, 'Comentário contestado');
    await json('leitor', 'PUT', commentFlagPath(postId, commentId), { reason: 'ofensivo' });
    await json('moderadora', 'POST', moderationActionPath(commentId, 'remove'), { reason: 'Ofensivo.' });
    const logId = await removalLogId('Comentário contestado');
    await json('autora', 'POST', moderationPaths.moderationAppeals, { log_id: logId });
    const appeal = (await appeals()).find((item) => item.log_id === logId) as Appeal;
    expect(appeal.kind).toBe('comment');
    expect((await json('moderadora', 'POST', appealDecisionPath(appeal.id, 'restore'), {})).status).toBe(200);
    const comments = await json('leitor', 'GET', `${apiPaths.posts}/${postId}/comments`);
    expect(JSON.stringify(comments.body)).toContain('Comentário contestado');
    expect(await notices('autora')).toContain(moderationServerTexts.restoredComment('Comentário contestado'));
  });

  it('uphold: the removal stays, logged, the author told', async () => {
    const { id, logId } = await removedPost('Rifa beneficente');
    await json('autora', 'POST', moderationPaths.moderationAppeals, { log_id: logId, note: '' });
    const appeal = (await appeals()).find((item) => item.log_id === logId) as Appeal;
    expect(appeal.note).toBeNull();
    expect((await json('moderadora', 'POST', appealDecisionPath(appeal.id, 'uphold'), {})).status).toBe(200);
    expect((await json('leitor', 'GET', `${apiPaths.posts}/${id}`)).status).toBe(404);
    expect(await notices('autora')).toContain(moderationServerTexts.upheld('Rifa beneficente'));
    const log = await json('moderadora', 'GET', moderationPaths.moderationLog);
    expect(log.body.entries[0]).toMatchObject({ action: 'uphold', excerpt: 'Rifa beneficente' });
    expect(await json('autora', 'POST', moderationPaths.moderationAppeals, { log_id: logId })).toEqual({
      status: 409,
      body: { error: moderationServerTexts.appealTwice },
    });
  });
});
