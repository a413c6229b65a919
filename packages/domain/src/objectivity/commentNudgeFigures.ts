import { COMMENT_NUDGE_TEXTS } from './objectivity.texts.ts';

// What the comment box's tone nudge counts and how its founder reads it: light, apart from commentNudge.ts
// (which scores the text with the model), so that the members view does not load the analyser.

/** What became of a nudge, the only thing counted (never the text): the server's `outcome`. */
export const COMMENT_NUDGE_OUTCOMES = ['edited', 'sent_anyway', 'dismissed'] as const;

/** One of COMMENT_NUDGE_OUTCOMES. */
export type CommentNudgeOutcome = (typeof COMMENT_NUDGE_OUTCOMES)[number];

/** The outcomes counted in an area over some days, as the founder reads them. */
export type CommentNudgeCounts = { edited: number; sentAnyway: number; dismissed: number };

/** The share of nudges that led to an edit, a whole percentage, for the area's founder; none without nudges. */
export function commentNudgeEditRate({ edited, sentAnyway, dismissed }: CommentNudgeCounts): number | null {
  const shown = edited + sentAnyway + dismissed;
  return shown === 0 ? null : Math.round((100 * edited) / shown);
}

/** The founder's figure, one sentence: how many nudges over the days counted, and how many led to an edit. */
export function describeCommentNudges(counts: CommentNudgeCounts, days: number): string {
  const rate = commentNudgeEditRate(counts);
  if (rate === null) return COMMENT_NUDGE_TEXTS.noneYet(days);
  return COMMENT_NUDGE_TEXTS.editRate(counts.edited + counts.sentAnyway + counts.dismissed, rate, days);
}
