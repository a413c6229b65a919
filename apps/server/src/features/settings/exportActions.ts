// "Baixar meus dados", what the resident did to others' posts: one function per table, only the
// resident's own votes, flags and poll answers (what they voted on, never who else did).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { commentVotes, pollOptions, pollResponses, postFlags, postVotes } from '../../db/schema.ts';

const iso = (date: Date) => date.toISOString();

/** post_votes: the resident's votes on posts. */
export async function exportPostVotes(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(postVotes)
    .where(eq(postVotes.userId, userId))
    .orderBy(asc(postVotes.createdAt));
  return rows.map((row) => ({
    post_id: row.postId,
    direction: row.direction,
    created_at: iso(row.createdAt),
  }));
}

/** comment_votes: the resident's votes on comments. */
export async function exportCommentVotes(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(commentVotes)
    .where(eq(commentVotes.userId, userId))
    .orderBy(asc(commentVotes.createdAt));
  return rows.map((row) => ({
    comment_id: row.commentId,
    direction: row.direction,
    created_at: iso(row.createdAt),
  }));
}

/** post_flags: the posts the resident reported. */
export async function exportPostFlags(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(postFlags)
    .where(eq(postFlags.userId, userId))
    .orderBy(asc(postFlags.createdAt));
  return rows.map((row) => ({ post_id: row.postId, created_at: iso(row.createdAt) }));
}

/** poll_responses: the resident's poll answers, with the chosen option's label. */
export async function exportPollResponses(db: Database, userId: string) {
  const rows = await db
    .select({
      postId: pollResponses.postId,
      optionId: pollResponses.optionId,
      label: pollOptions.label,
      createdAt: pollResponses.createdAt,
    })
    .from(pollResponses)
    .innerJoin(pollOptions, eq(pollOptions.id, pollResponses.optionId))
    .where(eq(pollResponses.userId, userId))
    .orderBy(asc(pollResponses.createdAt));
  return rows.map((row) => ({
    post_id: row.postId,
    option_id: row.optionId,
    option_label: row.label,
    created_at: iso(row.createdAt),
  }));
}
