// The packages/api client's moderation and comment-nudge calls, each made once against this server
// as the app makes them (spec 3-moderation: reports, the queue, roles, mute, the record, blocks).
// packages/api/mocks/contract.test.ts lists every call of the client with the file that makes it.
import { unwrapId } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must, signedInClient } from './support/apiClient.ts';
import { startTestServer, type TestMember, type TestServer } from './support/testServer.ts';

let server: TestServer;
let joao: TestMember;
let ana: TestMember;
let bia: TestMember;

/** A client signed in as `username`. */
const signedIn = (username: string) => signedInClient(server, username);

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria', role: 'Fundador' });
  joao = await server.createMember({ username: 'joao' });
  ana = await server.createMember({ username: 'ana' });
  bia = await server.createMember({ username: 'bia' });
});
afterAll(() => server.close());

describe('api client ↔ server: moderation and the comment nudge', () => {
  it('reports on posts and comments, withdrawn by their reporter', async () => {
    const joaoApi = await signedIn('joao');
    const anaApi = await signedIn('ana');
    const post = must(
      await joaoApi.createPost({
        title: 'Feira no sábado',
        text: 'Na praça, das 8h às 13h.',
        category: 'Geral',
      }),
    );
    const postId = unwrapId(post._id) ?? '';
    const { comment } = must(await joaoApi.createComment(postId, { text: 'Levem sacolas.' }));
    const commentId = unwrapId(comment._id) ?? '';
    expect(must(await anaApi.reportComment(postId, commentId, { reason: 'spam', note: null }))).toBe(true);
    expect(must(await anaApi.withdrawCommentReport(postId, commentId))).toBe(true);
    must(await anaApi.flagPost(postId, { reason: 'falso', note: null }));
    expect(must(await anaApi.withdrawPostReport(postId))).toBe(true);
  });

  it('the queue: keep, warn and remove, the record, roles and mute', async () => {
    const mariaApi = await signedIn('maria');
    expect(must(await mariaApi.setMemberRole(bia.id, 'Moderador')).role).toBe('Moderador');
    const biaApi = await signedIn('bia');
    const joaoApi = await signedIn('joao');
    const anaApi = await signedIn('ana');
    const ids: string[] = [];
    for (const title of ['Barulho na rua', 'Vendo bicicleta', 'Boato de assalto']) {
      const post = must(await joaoApi.createPost({ title, text: `${title}, texto.`, category: 'Geral' }));
      const id = unwrapId(post._id) ?? '';
      must(await anaApi.flagPost(id, { reason: 'ofensivo', note: null }));
      ids.push(id);
    }
    const queue = must(await biaApi.moderationQueue());
    const item = (postId: string | undefined) => queue.find((one) => one.post_id === postId)?.id ?? '';
    expect(queue.map((one) => one.post_id)).toEqual(expect.arrayContaining(ids));
    expect(must(await biaApi.keepReported(item(ids[0])))).toBe(true);
    expect(must(await biaApi.warnAuthor(item(ids[1]), 'Evite anúncios em Geral.'))).toBe(true);
    expect(must(await biaApi.removeReported(item(ids[2]), 'Informação falsa.'))).toBe(true);
    const actions = must(await biaApi.moderationLog()).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['keep', 'warn', 'remove', 'role']));
    expect(must(await joaoApi.myModeration()).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['keep', 'warn', 'remove']),
    );
    expect(must(await biaApi.muteMember(ana.id, 24)).muted_until).toMatch(/^\d{4}-\d\d-\d\dT/);
    const refused = await anaApi.createPost({ title: 'Outra', text: 'Mais uma.', category: 'Geral' });
    expect(refused.ok).toBe(false);
  });

  it('the second look: asked once by the author, restored or upheld by a moderator', async () => {
    const mariaApi = await signedIn('maria');
    const joaoApi = await signedIn('joao');
    // ana was muted above: bia reports here.
    const biaApi = await signedIn('bia');
    const removals: string[] = [];
    for (const title of ['Rifa da escola', 'Bazar no salão']) {
      const post = must(await joaoApi.createPost({ title, text: `${title}, texto.`, category: 'Geral' }));
      const id = unwrapId(post._id) ?? '';
      must(await biaApi.flagPost(id, { reason: 'spam', note: null }));
      expect(must(await mariaApi.removeReported(id, 'Propaganda.'))).toBe(true);
      const entry = must(await joaoApi.myModeration()).find(
        (one) => one.action === 'remove' && one.excerpt === title,
      );
      expect(entry?.appeal).toBeNull();
      expect(must(await joaoApi.requestAppeal(entry?.id ?? '', 'É beneficente.'))).toBe(true);
      removals.push(entry?.id ?? '');
    }
    const second = await joaoApi.requestAppeal(removals[0] ?? '', null);
    expect(second).toMatchObject({
      ok: false,
      status: 409,
      error: 'Você já pediu uma revisão desta remoção.',
    });
    const appeals = must(await mariaApi.moderationAppeals());
    const appealOf = (logId: string | undefined) => appeals.find((one) => one.log_id === logId)?.id ?? '';
    expect(appeals.map((one) => one.note)).toEqual(['É beneficente.', 'É beneficente.']);
    expect(must(await mariaApi.restoreAppealed(appealOf(removals[0])))).toBe(true);
    expect(must(await mariaApi.upholdRemoval(appealOf(removals[1])))).toBe(true);
    const states = must(await joaoApi.myModeration())
      .filter((one) => one.action === 'remove' && removals.includes(one.id))
      .map((one) => one.appeal);
    expect(states.sort()).toEqual(['restored', 'upheld']);
    expect(must(await mariaApi.moderationAppeals())).toEqual([]);
  });

  it('blocks: made, listed and undone', async () => {
    const joaoApi = await signedIn('joao');
    expect(must(await joaoApi.blockMember(bia.id))).toBe(true);
    expect(must(await joaoApi.myBlocks()).map((user) => user.id)).toEqual([bia.id]);
    expect(must(await joaoApi.unblockMember(bia.id))).toBe(true);
    expect(must(await joaoApi.myBlocks())).toEqual([]);
    expect(joao.id).not.toBe(bia.id);
  });

  it('the comment nudge: counted without the text, read by the founder', async () => {
    const joaoApi = await signedIn('joao');
    expect(must(await joaoApi.countCommentNudge('edited'))).toBe(true);
    expect(must(await joaoApi.countCommentNudge('dismissed'))).toBe(true);
    const mariaApi = await signedIn('maria');
    const figures = must(await mariaApi.commentNudgeFigures());
    expect(figures).toMatchObject({ edited: 1, dismissed: 1, sent_anyway: 0 });
  });
});
