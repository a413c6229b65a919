import type { BadgeTone } from '../common/index.ts';
import { coachObjectivity } from './coachObjectivity.ts';
import type { ObjectivityMark } from './markObjectivitySigns.ts';
import { objectivityLabel } from './objectivityLabel.ts';
import { postObjectivityText } from './postObjectivityText.ts';

/** What the editor's live coach shows: the marks on the text and the score with its label and tone. */
export type ObjectivityCoachView = {
  marks: ObjectivityMark[];
  score: { value: number; label: string; tone: BadgeTone };
};

/**
 * The coach's view of a post as the editor shows it while the resident types: the score of title and
 * text together (postObjectivityText, the score the gate and the server use), and the marks that fall
 * in the text, with offsets into the text field.
 */
export function objectivityCoachView(post: { title: string; text: string }): ObjectivityCoachView {
  const coaching = coachObjectivity(postObjectivityText(post));
  const shift = postObjectivityText({ ...post, text: '' }).length;
  const marks = coaching.marks
    .filter((mark) => mark.start >= shift)
    .map((mark) => ({ ...mark, start: mark.start - shift, end: mark.end - shift }));
  const { label, tone } = objectivityLabel(coaching.objectivity);
  return { marks, score: { value: coaching.objectivity, label, tone } };
}
