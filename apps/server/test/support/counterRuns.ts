import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../../src/db/openDatabase.ts';
import { comments, commentVotes, posts, postVotes, users } from '../../src/db/schema.ts';

// Stored counters (moved by triggers in the transaction of each write) checked against a recount
// from the tables after random runs of writes: posts, scores, votes, comments and replies, deletions
// and restores, residents joining, leaving and moving. The writes go straight to the tables, so
// every path that writes them is covered, the routes' and any other.

/** A resident a write names by index: the test's own, then those who joined during the run. */
type Someone = { id: string; areaId: string };

/** One write of a run; indexes pick among what exists then (modulo its length). */
export type CounterWrite =
  | { kind: 'post'; author: number; score?: number | null }
  | { kind: 'score'; post: number; score: number | null }
  | { kind: 'votePost'; voter: number; post: number; direction: 'up' | 'down' | 'none' }
  | { kind: 'comment'; author: number; post: number; parent: number | null }
  | { kind: 'voteComment'; voter: number; comment: number; direction: 'up' | 'down' | 'none' }
  // Deleting one's comment and a moderator's removal both stamp deleted_at; an appeal restores it.
  | { kind: 'deleteComment'; comment: number }
  | { kind: 'restoreComment'; comment: number }
  | { kind: 'deletePost'; post: number }
  // A resident who joins, and an account deleted with its comments (and the replies under them).
  | { kind: 'join'; area: number }
  | { kind: 'deleteAccount'; resident: number }
  | { kind: 'move'; resident: number; area: number };

/** The kinds of write. */
type CounterWriteKind = CounterWrite['kind'];

const who = fc.nat(5);
const pick = fc.nat(1_000);
const direction = fc.constantFrom('up', 'down', 'none');
const score = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
const writes: { [K in CounterWriteKind]: fc.Arbitrary<Extract<CounterWrite, { kind: K }>> } = {
  post: fc.record({ kind: fc.constant('post'), author: who, score }),
  score: fc.record({ kind: fc.constant('score'), post: pick, score }),
  votePost: fc.record({ kind: fc.constant('votePost'), voter: who, post: pick, direction }),
  comment: fc.record({
    kind: fc.constant('comment'),
    author: who,
    post: pick,
    parent: fc.option(pick, { nil: null }),
  }),
  voteComment: fc.record({ kind: fc.constant('voteComment'), voter: who, comment: pick, direction }),
  deleteComment: fc.record({ kind: fc.constant('deleteComment'), comment: pick }),
  restoreComment: fc.record({ kind: fc.constant('restoreComment'), comment: pick }),
  deletePost: fc.record({ kind: fc.constant('deletePost'), post: pick }),
  join: fc.record({ kind: fc.constant('join'), area: fc.nat(1) }),
  deleteAccount: fc.record({ kind: fc.constant('deleteAccount'), resident: pick }),
  move: fc.record({ kind: fc.constant('move'), resident: who, area: fc.nat(1) }),
};

/** Usernames of the residents who join during a run: removed before the next one. */
const transient = 'transitorio-';

/** Options of assertCountersMatchRecount. */
export type CounterRunOptions = {
  db: Database;
  /** The test's residents, in at least two areas. */
  residents: readonly Someone[];
  /** The writes a random run is made of. */
  kinds: readonly CounterWriteKind[];
  /**
   * Runs (batches of writes, one transaction each) that certainly leave counters other than zero,
   * tried before the random ones, so the property is always checked on counters other than zeros.
   */
  fixedRuns: CounterWrite[][][];
  /** The stored counters, their recount from the tables, and the stored values as numbers. */
  read: (db: Database) => Promise<{ stored: unknown; recount: unknown; counted: number[] }>;
};

/**
 * Runs random batches of `kinds` (and `fixedRuns` first), each batch in one transaction, each run
 * from no posts and no one joined (so a failure shrinks), and expects the stored counters to equal
 * the recount after every run.
 */
export async function assertCountersMatchRecount({
  db,
  residents,
  kinds,
  fixedRuns,
  read,
}: CounterRunOptions): Promise<void> {
  const areaIds = [...new Set(residents.map((resident) => resident.areaId))];
  const write = fc.oneof(...kinds.map((kind) => writes[kind] as fc.Arbitrary<CounterWrite>));
  const fixed = new Set(fixedRuns.map((run) => JSON.stringify(run)));
  let fixedRunsChecked = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(write, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 10 }),
      async (batches) => {
        await db.delete(posts);
        await db.delete(users).where(like(users.username, `${transient}%`));
        for (const batch of batches) {
          // Several writes in one transaction: the deferred triggers count once it commits.
          await db.transaction(async (tx) => {
            for (const step of batch) await applyWrite(tx as unknown as Database, step, residents, areaIds);
          });
        }
        const { stored, recount, counted } = await read(db);
        expect(stored).toEqual(recount);
        if (fixed.has(JSON.stringify(batches))) {
          expect(counted.some((value) => value > 0)).toBe(true);
          fixedRunsChecked += 1;
        }
      },
    ),
    { numRuns: Number(process.env.COUNTER_RUNS ?? 25), examples: fixedRuns.map((run) => [run]) },
  );
  // The property was checked on each fixed run, whose counters are not all zeros.
  expect(fixedRunsChecked).toBe(fixedRuns.length);
}

async function applyWrite(
  db: Database,
  step: CounterWrite,
  residents: readonly Someone[],
  areaIds: readonly string[],
): Promise<void> {
  const livePosts = await db.select({ id: posts.id }).from(posts);
  const liveComments = await db.select({ id: comments.id, postId: comments.postId }).from(comments);
  const joined = await db
    .select({ id: users.id, areaId: users.areaId })
    .from(users)
    .where(like(users.username, `${transient}%`));
  const everyone = [...residents.map(({ id, areaId }) => ({ id, areaId })), ...joined];
  const nth = <T>(list: readonly T[], index: number) =>
    list.length === 0 ? undefined : list[index % list.length];
  const resident = (index: number) => nth(everyone, index) as Someone;
  const area = (index: number) => areaIds[index % areaIds.length] as string;
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
        objectivityScore: step.score ?? null,
      });
      return;
    }
    case 'score': {
      const post = nth(livePosts, step.post);
      if (post) await db.update(posts).set({ objectivityScore: step.score }).where(eq(posts.id, post.id));
      return;
    }
    case 'votePost': {
      const post = nth(livePosts, step.post);
      if (!post) return;
      const voter = resident(step.voter).id;
      const key = and(eq(postVotes.postId, post.id), eq(postVotes.userId, voter));
      if (step.direction === 'none') await db.delete(postVotes).where(key);
      else
        await db
          .insert(postVotes)
          .values({ postId: post.id, userId: voter, direction: step.direction })
          .onConflictDoUpdate({
            target: [postVotes.postId, postVotes.userId],
            set: { direction: step.direction },
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
    case 'voteComment': {
      const comment = nth(liveComments, step.comment);
      if (!comment) return;
      const voter = resident(step.voter).id;
      const key = and(eq(commentVotes.commentId, comment.id), eq(commentVotes.userId, voter));
      if (step.direction === 'none') await db.delete(commentVotes).where(key);
      else
        await db
          .insert(commentVotes)
          .values({ commentId: comment.id, userId: voter, direction: step.direction })
          .onConflictDoUpdate({
            target: [commentVotes.commentId, commentVotes.userId],
            set: { direction: step.direction },
          });
      return;
    }
    case 'deleteComment':
    case 'restoreComment': {
      const comment = nth(liveComments, step.comment);
      if (!comment) return;
      const deleted = step.kind === 'deleteComment';
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
        areaId: area(step.area),
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
        .set({ areaId: area(step.area) })
        .where(eq(users.id, resident(step.resident).id));
      return;
  }
}
