// The influence points of residents (spec: Entities and their fields: points) by the domain's
// INFLUENCE_RULE. Reads take the stored tallies (influence_tallies, kept by triggers in the
// transaction of each write); the recount here, from the real tables, is what they must equal
// (`pnpm admin recontar` writes it back, a property test compares both).
import { INFLUENCE_RULE, type InfluenceTally, influencePoints } from '@vizinhos/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { comments, commentVotes, influenceTallies, posts, postVotes, users } from '../../db/schema.ts';

// Each count is a subquery per resident over an index: posts by author (posts_author_created_idx)
// then their votes by post (the votes' primary key); kept comments by author (comments_author_idx)
// then their votes and replies (comment_votes' primary key, comments_parent_idx). Votes and replies
// count only from someone else; deleted comments earn nothing. The resident's id is spelled out:
// drizzle leaves a single table's columns unqualified, which inside a subquery would mean its own.
const resident = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
// Only what the resident wrote in their current area counts: a resident who moved is read by the new
// neighbours, who see none of the old area's posts (README: Security, moving house).
const residentArea = sql`${sql.identifier('users')}.${sql.identifier('area_id')}`;
const inResidentArea = (postId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${posts} ap where ap.id = ${postId} and ap.area_id = ${residentArea})`;
const postVotesOf = (direction: 'up' | 'down') =>
  sql<number>`(select count(*)::int from ${postVotes} v join ${posts} p on p.id = v.post_id
    where p.author_id = ${resident} and p.area_id = ${residentArea} and v.user_id <> ${resident} and v.direction = ${direction})`;
const commentVotesOf = (direction: 'up' | 'down') =>
  sql<number>`(select count(*)::int from ${commentVotes} v join ${comments} c on c.id = v.comment_id
    where c.author_id = ${resident} and c.deleted_at is null and ${inResidentArea(sql`c.post_id`)} and v.user_id <> ${resident} and v.direction = ${direction})`;
const objectivePosts = sql<number>`(select count(*)::int from ${posts} p
  where p.author_id = ${resident} and p.area_id = ${residentArea} and p.objectivity_score >= ${INFLUENCE_RULE.objectivePostMinimum})`;
const answeredComments = sql<number>`(select count(*)::int from ${comments} c
  where c.author_id = ${resident} and c.deleted_at is null and ${inResidentArea(sql`c.post_id`)} and exists (
    select 1 from ${comments} r where r.parent_id = c.id and r.author_id <> ${resident} and r.deleted_at is null))`;

const toTally = (row: InfluenceTally): InfluenceTally => ({
  upvotesReceived: Number(row.upvotesReceived),
  downvotesReceived: Number(row.downvotesReceived),
  objectivePosts: Number(row.objectivePosts),
  answeredComments: Number(row.answeredComments),
});

/** The influence tallies of these residents (every resident when none are named), counted from the tables. */
export async function recountInfluenceTallies(
  db: Database,
  userIds?: readonly string[],
): Promise<Map<string, InfluenceTally>> {
  if (userIds?.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      upvotesReceived: sql<number>`${postVotesOf('up')} + ${commentVotesOf('up')}`,
      downvotesReceived: sql<number>`${postVotesOf('down')} + ${commentVotesOf('down')}`,
      objectivePosts,
      answeredComments,
    })
    .from(users)
    .where(userIds ? inArray(users.id, [...userIds]) : undefined);
  return new Map(rows.map(({ id, ...tally }) => [id, toTally(tally)]));
}

/** Writes every resident's recount over the stored tallies; answers how many residents differed. */
export async function repairInfluenceTallies(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const stored = await loadInfluenceTallies(tx);
    const counted = await recountInfluenceTallies(tx);
    let differed = 0;
    for (const [userId, tally] of counted) {
      const before = stored.get(userId);
      if (before && JSON.stringify(before) === JSON.stringify(tally)) continue;
      differed += 1;
      await tx
        .insert(influenceTallies)
        .values({ userId, ...tally })
        .onConflictDoUpdate({ target: influenceTallies.userId, set: tally });
    }
    return differed;
  });
}

/** The stored influence tallies of these residents (every resident when none are named), by id; none stored reads as zero. */
export async function loadInfluenceTallies(
  db: Database,
  userIds?: readonly string[],
): Promise<Map<string, InfluenceTally>> {
  if (userIds?.length === 0) return new Map();
  const rows = await db
    .select({
      userId: influenceTallies.userId,
      upvotesReceived: influenceTallies.upvotesReceived,
      downvotesReceived: influenceTallies.downvotesReceived,
      objectivePosts: influenceTallies.objectivePosts,
      answeredComments: influenceTallies.answeredComments,
    })
    .from(influenceTallies)
    .where(userIds ? inArray(influenceTallies.userId, [...userIds]) : undefined);
  const found = new Map(rows.map(({ userId, ...tally }) => [userId, toTally(tally)]));
  const zero = { upvotesReceived: 0, downvotesReceived: 0, objectivePosts: 0, answeredComments: 0 };
  for (const id of userIds ?? []) if (!found.has(id)) found.set(id, zero);
  return found;
}

/** Residents with their influence points by INFLUENCE_RULE in place of the stored column. */
export async function withInfluencePoints<View extends { id: string; points: number }>(
  db: Database,
  views: readonly View[],
): Promise<View[]> {
  const tallies = await loadInfluenceTallies(
    db,
    views.map((view) => view.id),
  );
  return views.map((view) => {
    const tally = tallies.get(view.id);
    return { ...view, points: tally ? influencePoints(tally) : 0 };
  });
}
