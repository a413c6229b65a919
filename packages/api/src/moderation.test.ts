import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import {
  blockPath,
  commentFlagPath,
  moderationActionPath,
  moderationMemberPath,
  moderationPaths,
  postFlagPath,
} from './moderation.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
const post = { _id: { $oid: 'p1' }, title: 'Feira', flagged: true, flagged_by: ['u1'] };

describe('reports (spec 3: Calls)', () => {
  it('the spec’s flag sends no body; with a report it sends the reason and note as JSON', async () => {
    const bare = capture('put', postFlagPath('p1'), () => HttpResponse.json({ posts: post }));
    expect(await api.flagPost('p1')).toEqual({ ok: true, value: post });
    expect(bare.body).toBe('');
    const reasoned = capture('put', postFlagPath('p1'), () => HttpResponse.json({ posts: post }));
    await api.flagPost('p1', { reason: 'outro', note: 'Repetido' });
    expect(JSON.parse(reasoned.body ?? '')).toEqual({ reason: 'outro', note: 'Repetido' });
    expect(reasoned.request?.headers.get('content-type')).toBe('application/json');
  });

  it('a refused flag shows the server’s reason (a mute), else the spec’s text', async () => {
    capture('put', postFlagPath('p1'), () =>
      HttpResponse.json({ error: 'Você está silenciado até amanhã.' }, { status: 403 }),
    );
    expect(await api.flagPost('p1')).toMatchObject({
      ok: false,
      status: 403,
      error: 'Você está silenciado até amanhã.',
    });
    capture('put', postFlagPath('p1'), () => new HttpResponse('<html>', { status: 500 }));
    expect(await api.flagPost('p1')).toMatchObject({ error: 'Erro ao reportar postagem' });
  });

  it('reports and withdraws on comments and posts', async () => {
    const comment = capture('put', commentFlagPath('p1', 'c1'), () => HttpResponse.json({ ok: true }));
    expect(await api.reportComment('p1', 'c1', { reason: 'spam', note: null })).toEqual({
      ok: true,
      value: true,
    });
    expect(JSON.parse(comment.body ?? '')).toEqual({ reason: 'spam', note: null });
    capture('delete', commentFlagPath('p1', 'c1'), () => HttpResponse.json({ ok: true }));
    expect(await api.withdrawCommentReport('p1', 'c1')).toEqual({ ok: true, value: true });
    capture('delete', postFlagPath('p1'), () =>
      HttpResponse.json(
        { error: 'Esta denúncia já foi analisada e não pode ser retirada.' },
        { status: 409 },
      ),
    );
    expect(await api.withdrawPostReport('p1')).toMatchObject({
      ok: false,
      error: 'Esta denúncia já foi analisada e não pode ser retirada.',
    });
  });
});

describe('the queue, members and the record (spec 3: Calls)', () => {
  it('reads the queue and refuses an answer without the list', async () => {
    const item = { id: 'p1', kind: 'post', report_count: 2 };
    capture('get', moderationPaths.moderationReports, () => HttpResponse.json({ reports: [item] }));
    expect(await api.moderationQueue()).toEqual({ ok: true, value: [item] });
    capture('get', moderationPaths.moderationReports, () => HttpResponse.json({}));
    expect(await api.moderationQueue()).toMatchObject({ ok: false, error: 'Erro ao carregar as denúncias' });
  });

  it('keeps, removes with a reason and warns with a message', async () => {
    const keep = capture('post', moderationActionPath('p1', 'keep'), () => HttpResponse.json({ ok: true }));
    expect(await api.keepReported('p1')).toEqual({ ok: true, value: true });
    expect(keep.request?.method).toBe('POST');
    const remove = capture('post', moderationActionPath('p1', 'remove'), () =>
      HttpResponse.json({ ok: true }),
    );
    await api.removeReported('p1', 'Expõe um vizinho.');
    expect(JSON.parse(remove.body ?? '')).toEqual({ reason: 'Expõe um vizinho.' });
    const warn = capture('post', moderationActionPath('p1', 'warn'), () =>
      HttpResponse.json({ error: 'Apenas a moderação da área pode fazer isso.' }, { status: 403 }),
    );
    expect(await api.warnAuthor('p1', 'Evite.')).toMatchObject({
      ok: false,
      status: 403,
      error: 'Apenas a moderação da área pode fazer isso.',
    });
    expect(JSON.parse(warn.body ?? '')).toEqual({ message: 'Evite.' });
  });

  it('mutes for some hours and sets a role', async () => {
    const mute = capture('post', moderationMemberPath('u2', 'mute'), () =>
      HttpResponse.json({ muted_until: '2026-11-27T12:00:00.000Z' }),
    );
    expect(await api.muteMember('u2', 24)).toEqual({
      ok: true,
      value: { muted_until: '2026-11-27T12:00:00.000Z' },
    });
    expect(JSON.parse(mute.body ?? '')).toEqual({ hours: 24 });
    const role = capture('put', moderationMemberPath('u2', 'role'), () =>
      HttpResponse.json({ role: 'Membro' }),
    );
    expect(await api.setMemberRole('u2', null)).toEqual({ ok: true, value: { role: 'Membro' } });
    expect(JSON.parse(role.body ?? '')).toEqual({ role: null });
  });

  it('reads the log by page and one’s own record', async () => {
    const log = capture('get', moderationPaths.moderationLog, () => HttpResponse.json({ entries: [] }));
    expect(await api.moderationLog(2)).toEqual({ ok: true, value: [] });
    expect(new URL(log.request?.url ?? '').searchParams.get('page')).toBe('2');
    capture('get', moderationPaths.myModeration, () => HttpResponse.error());
    expect(await api.myModeration()).toMatchObject({
      ok: false,
      error: 'Erro de rede ao carregar as ações de moderação. Tente novamente.',
    });
  });
});

describe('blocking (spec 3: Calls)', () => {
  it('blocks, unblocks and lists', async () => {
    const blocked = capture('post', blockPath('u3'), () => HttpResponse.json({ ok: true }));
    expect(await api.blockMember('u3')).toEqual({ ok: true, value: true });
    expect(blocked.request?.method).toBe('POST');
    capture('delete', blockPath('u3'), () => HttpResponse.json({ ok: true }));
    expect(await api.unblockMember('u3')).toEqual({ ok: true, value: true });
    const user = {
      id: 'u3',
      username: 'ana',
      first_name: 'Ana',
      last_name: 'Lima',
      avatar: null,
      blocked_at: 'x',
    };
    capture('get', moderationPaths.myBlocks, () => HttpResponse.json({ users: [user] }));
    expect(await api.myBlocks()).toEqual({ ok: true, value: [user] });
  });
});
