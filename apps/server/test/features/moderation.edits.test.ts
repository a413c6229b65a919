// Moderation of edited content (spec 3: Report, Queue item, States and transitions, Distrust): each
// report keeps what its reporter saw, the queue shows it when the author has edited since, an edit
// reopens what moderators kept, and keeping edited content does not count against its reporters.
import {
  apiPaths,
  commentFlagPath,
  moderationActionPath,
  moderationPaths,
  postFlagPath,
} from '@vizinhos/api';
import { describe, expect, it } from 'vitest';
import { moderationServer } from './moderationHelpers.ts';
import { call, postForm } from './postsHelpers.ts';

const moderation = moderationServer([
  ['moderadora', 'Moderador'],
  ['autora', 'Membro'],
  ['leitor', 'Membro'],
  ['terceira', 'Membro'],
  ['queixosa', 'Membro'],
  ['vizinho', 'Membro'],
]);
const { as, json, newPost, newComment } = moderation;

type QueueEntry = { id: string; report_count: number; reported: unknown };
const queued = async (id: string): Promise<QueueEntry | undefined> =>
  (await json('moderadora', 'GET', moderationPaths.moderationReports)).body.reports.find(
    (entry: QueueEntry) => entry.id === id,
  );
const hidden = async (id: string): Promise<boolean> =>
  (await json('terceira', 'GET', `${apiPaths.posts}/${id}`)).body.posts.flagged;

async function editPost(id: string, title: string, text: string) {
  const answer = await call(
    moderation.server,
    as('autora'),
    'PUT',
    `${apiPaths.posts}/${id}`,
    postForm({ title, text }),
  );
  expect(answer.status).toBe(200);
}
async function editComment(postId: string, commentId: string, text: string) {
  const answer = await json('vizinho', 'PUT', `${apiPaths.posts}/${postId}/comments/${commentId}`, {
    comment: { text },
  });
  expect(answer.status).toBe(200);
}

describe('the queue judges what was reported (spec 3: Queue item)', () => {
  it('carries what the reporters saw once the author has edited it, and null while unchanged', async () => {
    const id = await newPost('autora', 'Antes', { text: 'Texto ofensivo.' });
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'ofensivo' });
    expect((await queued(id))?.reported).toBeNull();
    await editPost(id, 'Depois', 'Texto educado.');
    expect(await queued(id)).toMatchObject({
      report_count: 1,
      reported: { title: 'Antes', text: 'Texto ofensivo.', image_url: null },
    });

    const postId = await newPost('autora', 'Com comentário');
    const commentId = await newComment('vizinho', postId, 'Comentário grosseiro');
    await json('leitor', 'PUT', commentFlagPath(postId, commentId), { reason: 'ofensivo' });
    expect((await queued(commentId))?.reported).toBeNull();
    await editComment(postId, commentId, 'Comentário gentil');
    expect((await queued(commentId))?.reported).toEqual({
      title: null,
      text: 'Comentário grosseiro',
      image_url: null,
    });
  });
});

describe('an edit and the reports on it (spec 3: States and transitions)', () => {
  it('an edit keeps pending reports pending, and the post hidden', async () => {
    const id = await newPost('autora', 'Pendente');
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'spam' });
    await editPost(id, 'Pendente editada', 'Outro texto.');
    expect(await queued(id)).toMatchObject({ report_count: 1 });
    expect(await hidden(id)).toBe(true);
    // Still the reporter's to withdraw: it was not decided.
    expect((await json('leitor', 'DELETE', postFlagPath(id))).status).toBe(200);
  });

  it('an edit after a keep reopens the kept reports: back in the queue, hidden again', async () => {
    const id = await newPost('autora', 'Mantida', { text: 'Primeira versão.' });
    await json('leitor', 'PUT', postFlagPath(id), { reason: 'falso' });
    await json('moderadora', 'POST', moderationActionPath(id, 'keep'), {});
    expect(await queued(id)).toBeUndefined();
    expect(await hidden(id)).toBe(false);
    await editPost(id, 'Mantida', 'Segunda versão, nunca julgada.');
    expect(await queued(id)).toMatchObject({
      report_count: 1,
      reported: { title: 'Mantida', text: 'Primeira versão.' },
    });
    expect(await hidden(id)).toBe(true);

    const postId = await newPost('autora', 'Com comentário mantido');
    const commentId = await newComment('vizinho', postId, 'Primeiro comentário');
    await json('leitor', 'PUT', commentFlagPath(postId, commentId), { reason: 'spam' });
    await json('moderadora', 'POST', moderationActionPath(commentId, 'keep'), {});
    expect(await queued(commentId)).toBeUndefined();
    await editComment(postId, commentId, 'Comentário reescrito');
    expect(await queued(commentId)).toMatchObject({ report_count: 1 });
  });
});

describe('keeping edited content (spec 3: Business constants and limits: Distrust)', () => {
  it('does not count against the reporters who saw the earlier text', async () => {
    for (const title of ['Editada 1', 'Editada 2', 'Editada 3']) {
      const id = await newPost('autora', title, { text: 'Como foi denunciada.' });
      await json('queixosa', 'PUT', postFlagPath(id), { reason: 'falso' });
      await editPost(id, title, 'Corrigida depois da denúncia.');
      expect((await json('moderadora', 'POST', moderationActionPath(id, 'keep'), {})).status).toBe(200);
    }
    // Three keeps, none of what queixosa saw: her next report still hides the post.
    const id = await newPost('autora', 'Editada 4');
    await json('queixosa', 'PUT', postFlagPath(id), { reason: 'falso' });
    expect(await hidden(id)).toBe(true);
  });
});
