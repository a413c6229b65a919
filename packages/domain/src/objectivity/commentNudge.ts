import { coachObjectivity } from './coachObjectivity.ts';
import type { ObjectivityMark } from './markObjectivitySigns.ts';
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
 * The nudge under a comment or reply box: shown while the text looks heated, with the same
 * marks as the post coach. Never a gate: the comment is sent whatever this answers.
 */
export function commentNudge(text: string): CommentNudge {
  if (text.trim() === '') return { show: false, marks: [] };
  const { objectivity, marks } = coachObjectivity(text);
  const heated = objectivity < MANUAL_OBJECTIVITY_MINIMUM && marks.some((mark) => HEATED.has(mark.kind));
  return { show: heated, marks: heated ? marks : [] };
}

/**
 * What became of a nudge once the comment is sent: "edited" when the text sent no longer looks
 * heated, "sent_anyway" when it was sent as it was. Only this word is counted, never the text.
 */
export function commentNudgeOutcome(sentText: string): 'edited' | 'sent_anyway' {
  return commentNudge(sentText).show ? 'sent_anyway' : 'edited';
}
