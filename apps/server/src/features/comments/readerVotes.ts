// A reader's own comment votes laid over comments read for the whole area (the read cache keeps
// those once between writes; each reader's votes are looked up by the reader's id).
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { commentVotes } from '../../db/schema.ts';
import type { WireCommentOut } from './toWireComment.ts';

/** Every comment's id in the list, its loaded replies' included. */
export const commentIdsOf = (list: readonly WireCommentOut[]): string[] =>
  list.flatMap((comment) => [comment.id, ...commentIdsOf(comment.replies)]);

/** The list with the reader's own votes (direction by comment id); a comment without one has none. */
export const withCommentVotes = (
  list: readonly WireCommentOut[],
  votes: ReadonlyMap<string, string>,
): WireCommentOut[] =>
  list.map((comment) => {
    const direction = votes.get(comment.id);
    return {
      ...comment,
      myvote: direction === 'up' || direction === 'down' ? { direction } : null,
      replies: withCommentVotes(comment.replies, votes),
    };
  });

/** Comments read for the whole area as `viewerId` sees them: one indexed lookup of their votes. */
export async function withReaderCommentVotes(
  db: Database,
  list: readonly WireCommentOut[],
  viewerId: string,
): Promise<WireCommentOut[]> {
  const ids = commentIdsOf(list);
  if (ids.length === 0) return [...list];
  const votes = await db
    .select({ id: commentVotes.commentId, direction: commentVotes.direction })
    .from(commentVotes)
    .where(and(eq(commentVotes.userId, viewerId), inArray(commentVotes.commentId, ids)));
  return withCommentVotes(list, new Map(votes.map((vote) => [vote.id, vote.direction])));
}
