import { coachObjectivity } from './coachObjectivity.ts';
import type { ObjectivityMark } from './markObjectivitySigns.ts';

/** Whether the comment box shows the gentle nudge, and the marks it shows with it. */
export type CommentNudge = { show: boolean; marks: ObjectivityMark[] };

/**
 * The nudge under a comment or reply box: shown for heat (an insult, a curse, contempt for a person
 * or a group, as the coach's tone model and its list of insults read it), not for an opinion: a calm
 * disagreement or praise, a "!" or capitals alone never nudge. The marks are the words it holds
 * against the text. Never a gate: the comment is sent whatever this answers.
 */
export function commentNudge(text: string): CommentNudge {
  if (text.trim() === '') return { show: false, marks: [] };
  const { abusive, marks } = coachObjectivity(text);
  return { show: abusive, marks: abusive ? marks.filter((mark) => mark.kind === 'insult') : [] };
}

/**
 * What became of a nudge once the comment is sent: "edited" when the text sent no longer looks
 * heated, "sent_anyway" when it was sent as it was. Only this word is counted, never the text.
 */
export function commentNudgeOutcome(sentText: string): 'edited' | 'sent_anyway' {
  return commentNudge(sentText).show ? 'sent_anyway' : 'edited';
}
