const HOUR_MS = 3_600_000;

/** The recency factor of spec: Business constants and limits: 1 / (1 + 0.1 per hour of age); 0 when the age is unknown. */
export function commentRecency(createdAt: string | undefined, now: Date): number {
  const created = createdAt === undefined ? Number.NaN : Date.parse(createdAt);
  if (Number.isNaN(created)) return 0;
  // A comment stamped slightly in the future (clock skew) counts as brand new, not as a bonus.
  const hours = Math.max(0, (now.getTime() - created) / HOUR_MS);
  return 1 / (1 + 0.1 * hours);
}

/** The sort score of a comment (spec: Business constants and limits): 2 × net votes + recency when net is positive, else recency. */
export function commentSortScore(
  comment: { upvotes: number; downvotes: number; createdAt: string | undefined },
  now: Date,
): number {
  const net = comment.upvotes - comment.downvotes;
  const recency = commentRecency(comment.createdAt, now);
  return net > 0 ? 2 * net + recency : recency;
}
