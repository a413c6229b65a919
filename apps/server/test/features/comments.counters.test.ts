import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, posts } from '../../src/db/schema.ts';
import { loadCommentCounters, recountCommentCounters } from '../../src/features/comments/commentCounts.ts';
import { runAdmin } from '../../src/ops/admin.ts';
import { assertCountersMatchRecount, type CounterWrite } from '../support/counterRuns.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// The stored comment counters (each post's comment_count and top-level count, each comment's
// reply_count; moved by a deferred trigger in the transaction of each write) equal a recount from
// the comments after any run of posts, comments, replies, deletions, hides and restores, accounts
// deleted and residents moving (the runner: support/counterRuns.ts).
let server: TestServer;
let residents: TestMember[];

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  residents = [];
  for (const name of ['rosa', 'tiago', 'lia']) residents.push(await server.createMember({ username: name }));
  residents.push(await server.createMember({ username: 'nina', areaName: 'Copacabana' }));
});
afterAll(() => server?.close());

// Runs that certainly leave counts (two posts, comments and replies, one a reply to a reply; a
// deletion and a restore), and one that takes some away last (an account deleted with its comment
// and the reply under it, in a transaction of its own: no comment written in it recounts the post),
// tried before the random ones, so the property is always checked on counters other than zeros.
const runsLeavingCounts: CounterWrite[][][] = [
  [
    [
      { kind: 'post', author: 0 },
      { kind: 'comment', author: 1, post: 0, parent: null },
      { kind: 'comment', author: 2, post: 0, parent: 0 },
      { kind: 'comment', author: 0, post: 0, parent: 1 },
    ],
    [
      { kind: 'post', author: 3 },
      { kind: 'comment', author: 3, post: 1, parent: null },
      { kind: 'deleteComment', comment: 0 },
    ],
    [{ kind: 'restoreComment', comment: 0 }],
  ],
  [
    [
      { kind: 'post', author: 1 },
      { kind: 'join', area: 0 },
      { kind: 'comment', author: 4, post: 0, parent: null },
      { kind: 'comment', author: 0, post: 0, parent: 0 },
      { kind: 'comment', author: 2, post: 0, parent: null },
    ],
    [
      { kind: 'move', resident: 1, area: 1 },
      { kind: 'deleteComment', comment: 1 },
    ],
    [{ kind: 'deleteAccount', resident: 0 }],
  ],
];

const countsOf = (counters: Awaited<ReturnType<typeof loadCommentCounters>>) => [
  ...[...counters.posts.values()].flatMap((counts) => [counts.all, counts.topLevel]),
  ...counters.replies.values(),
];

describe('comment counters: stored counts equal a recount from the comments', () => {
  it('after any run of comments, replies, deletions, hides, restores and deleted accounts, in one transaction or several', async () => {
    await assertCountersMatchRecount({
      db: server.db,
      residents,
      kinds: [
        'post',
        'comment',
        'deleteComment',
        'restoreComment',
        'deletePost',
        'join',
        'deleteAccount',
        'move',
      ],
      fixedRuns: runsLeavingCounts,
      read: async (db) => {
        const stored = await loadCommentCounters(db);
        return { stored, recount: await recountCommentCounters(db), counted: countsOf(stored) };
      },
    });
  });

  it('counts every comment and the top level of a post, replies of a comment, deleted ones included', async () => {
    await server.db.delete(posts);
    const [rosa, tiago] = residents as [TestMember, TestMember];
    const postId = randomUUID();
    const [first, reply, second] = [randomUUID(), randomUUID(), randomUUID()];
    await server.db.insert(posts).values({
      id: postId,
      areaId: rosa.areaId,
      authorId: rosa.id,
      title: 'Postagem',
      category: 'Geral',
    });
    await server.db.transaction(async (tx) => {
      await tx.insert(comments).values([
        { id: first, postId, authorId: tiago.id, text: 'Primeiro' },
        { id: second, postId, authorId: rosa.id, text: 'Segundo', deletedAt: new Date() },
      ]);
      await tx
        .insert(comments)
        .values({ id: reply, postId, parentId: first, authorId: rosa.id, text: 'Resposta' });
    });
    const stored = await loadCommentCounters(server.db);
    expect(stored.posts.get(postId)).toEqual({ all: 3, topLevel: 2 });
    expect(stored.replies.get(first)).toBe(1);
    // The parent goes with its reply (as a deleted account's comment would): the post counts one.
    await server.db.delete(comments).where(eq(comments.id, first));
    expect((await loadCommentCounters(server.db)).posts.get(postId)).toEqual({ all: 1, topLevel: 1 });
  });

  it('`pnpm admin recontar` writes the recount over a wrong counter', async () => {
    const [post] = await server.db.select({ id: posts.id }).from(posts).limit(1);
    if (!post) throw new Error('no posts');
    await server.db
      .update(posts)
      .set({ commentCount: 999, topLevelCommentCount: 7 })
      .where(eq(posts.id, post.id));
    const output = await runAdmin(
      { db: server.db, outbox: { send: async () => {}, sent: [] } as never, linkOrigin: '' },
      ['recontar'],
    );
    expect(output).toContain('Comentários recontados: 1 postagem(ns) ou comentário(s) corrigido(s).');
    expect(await loadCommentCounters(server.db)).toEqual(await recountCommentCounters(server.db));
    expect(await runAdmin({ db: server.db, outbox: {} as never, linkOrigin: '' }, ['recontar'])).toContain(
      'Comentários recontados: todos os contadores estavam certos.',
    );
  });
});
