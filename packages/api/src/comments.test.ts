import { POST_ERROR_TEXTS } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { commentHandlers, commentMockTexts, makeWireComment, makeWireComments } from '../mocks/comments.ts';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import { commentNudgesPath, commentPath, commentsPath, commentVotePath, postVotePath } from './comments.ts';

const { capture, server } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });

describe('listComments (spec: Calls: GET comments?comment_page, with comment_id for replies)', () => {
  it('asks for the page, and the parent for replies', async () => {
    const page = { comments: [makeWireComment()], meta: { page: 2, per_page: 5, total: 6 } };
    const seen = capture('get', commentsPath('p1'), () => HttpResponse.json(page));
    expect(await api.listComments('p1', { page: 2, parentId: 'c9' })).toEqual({ ok: true, value: page });
    expect(Object.fromEntries(new URL(seen.request?.url ?? '').searchParams)).toEqual({
      comment_page: '2',
      comment_id: 'c9',
    });
    await api.listComments('p1');
    expect(Object.fromEntries(new URL(seen.request?.url ?? '').searchParams)).toEqual({ comment_page: '1' });
  });

  it('pages through the mock as the server does: 5, 5, 2, then empty', async () => {
    server.use(...commentHandlers.list(makeWireComments(12)));
    const lengths = [];
    for (const page of [1, 2, 3, 4]) {
      const result = await api.listComments('p1', { page });
      lengths.push(result.ok ? result.value.comments.length : -1);
    }
    expect(lengths).toEqual([5, 5, 2, 0]);
  });

  it('words a failed page and the network', async () => {
    server.use(...commentHandlers.failing());
    expect(await api.listComments('p1')).toMatchObject({ ok: false, error: commentMockTexts.listFailed });
    capture('get', commentsPath('p1'), () => HttpResponse.error());
    expect(await api.listComments('p1')).toMatchObject({ error: 'Erro de rede ao carregar os comentários' });
  });
});

describe('createComment (spec: Calls: form comment[text], optional comment_id)', () => {
  it('sends the form, the parent for a reply, and reads comment and post', async () => {
    server.use(...commentHandlers.default());
    const result = await api.createComment('p1', { text: 'Eu ajudo', parentId: 'c1' });
    expect(result).toMatchObject({
      ok: true,
      value: { comment: { text: 'Eu ajudo', comment_id: 'c1' }, post: { id: 'p1', comment_total: 1 } },
    });
    const seen = capture('post', commentsPath('p1'), () =>
      HttpResponse.json({ comment: makeWireComment(), post: {} }, { status: 201 }),
    );
    await api.createComment('p1', { text: 'Só texto' });
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({ 'comment[text]': 'Só texto' });
  });

  it('shows the server’s reason, else "Erro ao criar comentário"; the network its own text', async () => {
    server.use(...commentHandlers.createRefused());
    expect(await api.createComment('p1', { text: 'x' })).toEqual({
      ok: false,
      status: 422,
      error: commentMockTexts.tooLong,
    });
    capture('post', commentsPath('p1'), () => new HttpResponse(null, { status: 500 }));
    expect(await api.createComment('p1', { text: 'x' })).toMatchObject({
      error: POST_ERROR_TEXTS.commentCreateFailed,
    });
    capture('post', commentsPath('p1'), () => HttpResponse.json({}, { status: 201 }));
    expect(await api.createComment('p1', { text: 'x' })).toMatchObject({
      error: POST_ERROR_TEXTS.commentCreateFailed,
    });
    server.use(...commentHandlers.createOffline());
    expect(await api.createComment('p1', { text: 'x' })).toMatchObject({
      error: 'Erro de rede ao criar comentário',
    });
  });
});

describe('updateComment, deleteComment (spec: Calls: JSON comment.text; DELETE)', () => {
  it('sends JSON comment.text and reads the comment', async () => {
    const seen = capture('put', commentPath('p1', 'c1'), () =>
      HttpResponse.json({ comment: makeWireComment({ text: 'Novo' }) }),
    );
    expect(await api.updateComment('p1', 'c1', 'Novo')).toMatchObject({
      ok: true,
      value: { comment: { text: 'Novo' } },
    });
    expect(JSON.parse(seen.body ?? '')).toEqual({ comment: { text: 'Novo' } });
    expect(seen.request?.headers.get('content-type')).toBe('application/json');
  });

  it('words failures: "Erro ao atualizar comentário" (spec: Error catalogue), and a failed delete', async () => {
    server.use(...commentHandlers.updateFails());
    expect(await api.updateComment('p1', 'c1', 'x')).toMatchObject({
      error: POST_ERROR_TEXTS.commentUpdateFailed,
    });
    server.use(...commentHandlers.deleteFails());
    expect(await api.deleteComment('p1', 'c1')).toMatchObject({ error: commentMockTexts.deleteFailed });
    server.use(...commentHandlers.default());
    expect(await api.deleteComment('p1', 'c1')).toEqual({ ok: true, value: true });
  });
});

describe('voteComment, removeCommentVote (spec: Calls)', () => {
  it('PUT .../upvote and /downvote; DELETE posts/{id}/vote with JSON comment_id', async () => {
    const up = capture('put', commentVotePath('p1', 'c1', 'up'), () =>
      HttpResponse.json({ new_direction: 'up' }),
    );
    expect(await api.voteComment('p1', 'c1', 'up')).toMatchObject({
      ok: true,
      value: { new_direction: 'up' },
    });
    expect(up.request?.method).toBe('PUT');
    const down = capture('put', commentVotePath('p1', 'c1', 'down'), () => HttpResponse.json({}));
    await api.voteComment('p1', 'c1', 'down');
    expect(down.request?.url).toBe(`${testBaseUrl}/api/v1/posts/p1/comments/c1/downvote`);
    const removal = capture('delete', postVotePath('p1'), () => HttpResponse.json({ new_direction: 'none' }));
    expect(await api.removeCommentVote('p1', 'c1')).toMatchObject({ ok: true });
    expect(JSON.parse(removal.body ?? '')).toEqual({ comment_id: 'c1' });
  });

  it('a failed vote is worded, for the log (spec: Error catalogue: logged only)', async () => {
    server.use(...commentHandlers.voteFails());
    expect(await api.voteComment('p1', 'c1', 'up')).toMatchObject({ error: commentMockTexts.voteFailed });
    expect(await api.removeCommentVote('p1', 'c1')).toMatchObject({ error: commentMockTexts.voteFailed });
  });
});

describe('countCommentNudge, commentNudgeFigures (the comment box nudge, counted without text)', () => {
  it('POST comments/nudges with JSON outcome only; GET reads the figures', async () => {
    const posted = capture('post', commentNudgesPath, () => HttpResponse.json({ ok: true }));
    expect(await api.countCommentNudge('sent_anyway')).toEqual({ ok: true, value: true });
    expect(JSON.parse(posted.body ?? '')).toEqual({ outcome: 'sent_anyway' });
    const figures = { days: 30, edited: 2, sent_anyway: 1, dismissed: 0 };
    capture('get', commentNudgesPath, () => HttpResponse.json(figures));
    expect(await api.commentNudgeFigures()).toEqual({ ok: true, value: figures });
  });

  it("a refusal carries the server's text; the network its own", async () => {
    capture('get', commentNudgesPath, () => HttpResponse.json({ error: 'Só o fundador' }, { status: 403 }));
    expect(await api.commentNudgeFigures()).toMatchObject({ ok: false, status: 403, error: 'Só o fundador' });
    capture('post', commentNudgesPath, () => HttpResponse.error());
    expect(await api.countCommentNudge('edited')).toMatchObject({
      error: 'Erro de rede ao registrar o lembrete de tom',
    });
  });
});
