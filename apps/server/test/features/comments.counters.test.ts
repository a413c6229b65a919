import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/openDatabase.ts';
import { comments, posts, users } from '../../src/db/schema.ts';
import { loadCommentCounters, recountCommentCounters } from '../../src/features/comments/commentCounts.ts';
import { runAdmin } from '../../src/ops/admin.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// The stored comment counters (each post's comment_count and top-level count, each comment's
// reply_count; moved by a deferred trigger in the transaction of each write) equal a recount from
// the comments after any run of posts, comments, replies, deletions, hides and restores, accounts
// deleted and residents moving, written straight to the tables (so every path that writes them is
// covered, the routes' and any other).
let server: TestServer;
let residents: TestMember[];
let areaIds: string[];
const transient = 'transitorio-';

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  residents = [];
  for (const name of ['rosa', 'tiago', 'lia']) residents.push(await server.createMember({ username: name }));
  residents.push(await server.createMember({ username: 'nina', areaName: 'Copacabana' }));
  areaIds = [...new Set(residents.map((resident) => resident.areaId))];
});
afterAll(() => server?.close());

const who = fc.nat(5);
const pick = fc.nat(1_000);
const action = fc.oneof(
  fc.record({ kind: fc.constant('post'), author: who }),
  fc.record({
    kind: fc.constant('comment'),
    author: who,
    post: pick,
    parent: fc.option(pick, { nil: null }),
  }),
  // Deleting one's comment and a moderator's removal both stamp deleted_at; an appeal restores it.
  fc.record({ kind: fc.constant('delete'), comment: pick }),
  fc.record({ kind: fc.constant('restore'), comment: pick }),
  fc.record({ kind: fc.constant('deletePost'), post: pick }),
  // A resident who joins, and an account deleted with its comments (and the replies under them).
  fc.record({ kind: fc.constant('join'), area: fc.nat(1) }),
  fc.record({ kind: fc.constant('deleteAccount'), resident: pick }),
  fc.record({ kind: fc.constant('move'), resident: who, area: fc.nat(1) }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

async function apply(db: Database, step: Action): Promise<void> {
  const livePosts = await db.select({ id: posts.id }).from(posts);
  const liveComments = await db.select({ id: comments.id, postId: comments.postId }).from(comments);
  const joined = await db
    .select({ id: users.id, areaId: users.areaId })
    .from(users)
    .where(like(users.username, `${transient}%`));
  const everyone = [...residents.map(({ id, areaId }) => ({ id, areaId })), ...joined];
  const nth = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);
  const resident = (index: number) => nth(everyone, index) as { id: string; areaId: string };
  switch (step.kind) {
    case 'post': {
      const [author] = await db
        .select({ areaId: users.areaId })
        .from(users)
        .where(eq(users.id, resident(step.author).id));
      await db.insert(posts).values({
        id: randomUUID(),
        areaId: author?.areaId ?? resident(step.author).areaId,
        authorId: resident(step.author).id,
        title: 'Postagem',
        category: 'Geral',
      });
      return;
    }
    case 'comment': {
      const parent = step.parent === null ? undefined : nth(liveComments, step.parent);
      const post = parent ? { id: parent.postId } : nth(livePosts, step.post);
      if (!post) return;
      await db.insert(comments).values({
        id: randomUUID(),
        postId: post.id,
        parentId: parent?.id ?? null,
        authorId: resident(step.author).id,
        text: 'Comentário',
      });
      return;
    }
    case 'delete':
    case 'restore': {
      const comment = nth(liveComments, step.comment);
      if (!comment) return;
      const deleted = step.kind === 'delete';
      await db
        .update(comments)
        .set({ deletedAt: deleted ? new Date() : null, text: deleted ? '' : 'Comentário' })
        .where(eq(comments.id, comment.id));
      return;
    }
    case 'deletePost': {
      const post = nth(livePosts, step.post);
      if (post) await db.delete(posts).where(eq(posts.id, post.id));
      return;
    }
    case 'join': {
      const id = randomUUID();
      await db.insert(users).values({
        id,
        username: `${transient}${id}`,
        email: `${id}@teste.example`,
        firstName: 'Morador',
        lastName: 'Transitório',
        passwordHash: 'sem senha',
        areaId: areaIds[step.area % areaIds.length] as string,
        stompKey: id,
        inviteCode: id,
        activated: true,
      });
      return;
    }
    case 'deleteAccount': {
      const leaving = nth(joined, step.resident);
      if (leaving) await db.delete(users).where(eq(users.id, leaving.id));
      return;
    }
    case 'move':
      await db
        .update(users)
        .set({ areaId: areaIds[step.area % areaIds.length] as string })
        .where(eq(users.id, resident(step.resident).id));
      return;
  }
}

// Runs that certainly leave counts (two posts, comments and replies, one a reply to a reply; a
// deletion and a restore), and one that takes some away last (an account deleted with its comment
// and the reply under it, in a transaction of its own: no comment written in it recounts the post),
// tried before the random ones, so the property is always checked on counters other than zeros.
const runsLeavingCounts: Action[][][] = [
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
      { kind: 'delete', comment: 0 },
    ],
    [{ kind: 'restore', comment: 0 }],
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
      { kind: 'delete', comment: 1 },
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
    const fixedRuns = new Set(runsLeavingCounts.map((run) => JSON.stringify(run)));
    let fixedRunsChecked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(action, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 10 }),
        async (batches) => {
          // Each run starts from no posts (their comments go with them) and no one joined, so a failure shrinks.
          await server.db.delete(posts);
          await server.db.delete(users).where(like(users.username, `${transient}%`));
          for (const batch of batches) {
            // Several writes in one transaction: the deferred trigger counts once it commits.
            await server.db.transaction(async (tx) => {
              for (const step of batch) await apply(tx as unknown as Database, step);
            });
          }
          const stored = await loadCommentCounters(server.db);
          expect(stored).toEqual(await recountCommentCounters(server.db));
          if (fixedRuns.has(JSON.stringify(batches))) {
            expect(countsOf(stored).some((value) => value > 0)).toBe(true);
            fixedRunsChecked += 1;
          }
        },
      ),
      { numRuns: 25, examples: runsLeavingCounts.map((run) => [run]) },
    );
    // The property was checked on each fixed run, whose counters are not all zeros.
    expect(fixedRunsChecked).toBe(runsLeavingCounts.length);
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
