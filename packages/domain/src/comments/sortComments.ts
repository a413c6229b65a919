import { commentSortScore } from './commentSortScore.ts';

type Sortable = { upvotes: number; downvotes: number; createdAt: string | undefined };

/**
 * Comments in display order, highest score first (spec: Business constants and limits). Equal scores put the higher net vote
 * first (net votes at or below zero all score by recency alone), then keep the given order.
 */
export function sortComments<T extends Sortable>(comments: readonly T[], now: Date): T[] {
  return comments
    .map((comment) => ({
      comment,
      score: commentSortScore(comment, now),
      net: comment.upvotes - comment.downvotes,
    }))
    .sort((a, b) => b.score - a.score || b.net - a.net)
    .map(({ comment }) => comment);
}
