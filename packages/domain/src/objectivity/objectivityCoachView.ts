import type { BadgeTone } from '../common/index.ts';
import { coachObjectivity } from './coachObjectivity.ts';
import type { ObjectivityMark } from './markObjectivitySigns.ts';
import { objectivityLabel } from './objectivityLabel.ts';

/** What the editor's live coach shows: the marks on the text and the score with its label and tone. */
export type ObjectivityCoachView = {
  marks: ObjectivityMark[];
  score: { value: number; label: string; tone: BadgeTone };
};

/** The coach's view of a text, as the editor shows it while the resident types. */
export function objectivityCoachView(text: string): ObjectivityCoachView {
  const coaching = coachObjectivity(text);
  const { label, tone } = objectivityLabel(coaching.objectivity);
  return { marks: coaching.marks, score: { value: coaching.objectivity, label, tone } };
}
