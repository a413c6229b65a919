import { coachObjectivity } from './coachObjectivity.ts';
import type { ObjectivityMark } from './markObjectivitySigns.ts';
import { COMMENT_NUDGE_TEXTS } from './objectivity.texts.ts';
import { MANUAL_OBJECTIVITY_MINIMUM } from './objectivityGate.ts';
import type { ObjectivitySignKind } from './objectivitySign.ts';

/** Whether the comment box shows the gentle nudge, and the marks it shows with it. */
export type CommentNudge = { show: boolean; marks: ObjectivityMark[] };

// A comment rarely carries a date or a place, so the nudge looks at heat only: a mark of one of these
// kinds in a text that scores below the manual line. Capitals or a "!" alone never nudge.
const HEATED: ReadonlySet<ObjectivitySignKind> = new Set([
  'emotional',
  'insult',
  'rumour',
  'generalisation',
  'opinion',
  'tone',
]);

/**
 * The nudge under a comment or reply box (issue 30): shown while the text looks heated, with the same
 * marks as the post coach. Never a gate: the comment is sent whatever this answers.
 */
export function commentNudge(text: string): CommentNudge {
  if (text.trim() === '') return { show: false, marks: [] };
  const { objectivity, marks } = coachObjectivity(text);
  const heated = objectivity < MANUAL_OBJECTIVITY_MINIMUM && marks.some((mark) => HEATED.has(mark.kind));
  return { show: heated, marks: heated ? marks : [] };
}

/** What became of a nudge, the only thing counted (never the text): the server's `outcome`. */
export const COMMENT_NUDGE_OUTCOMES = ['edited', 'sent_anyway', 'dismissed'] as const;

/** One of COMMENT_NUDGE_OUTCOMES. */
export type CommentNudgeOutcome = (typeof COMMENT_NUDGE_OUTCOMES)[number];

/**
 * What became of a nudge once the comment is sent: "edited" when the text sent no longer looks
 * heated, "sent_anyway" when it was sent as it was. Only this word is counted, never the text.
 */
export function commentNudgeOutcome(sentText: string): 'edited' | 'sent_anyway' {
  return commentNudge(sentText).show ? 'sent_anyway' : 'edited';
}

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
