import { AUTOMATIC_OBJECTIVITY_MINIMUM, MANUAL_OBJECTIVITY_MINIMUM } from './objectivityGate.ts';
import type { LabelledToneText } from './readToneSet.ts';

/** How an analyser reads one text: its score as a post and whether the comment box nudges. */
type ToneReading = { objectivity: number; nudged: boolean };

/** What an analyser does with the texts of one verdict (offensive, calm or disputed). */
export type ToneVerdictFigures = {
  texts: number;
  nudged: number;
  /** Texts scoring below the publishing line of 70, and below the manual line of 60. */
  below70: number;
  below60: number;
};

/** The figures of an analyser on labelled texts, by verdict, as counts (rates are count / texts). */
export type ToneFigures = Record<LabelledToneText['verdict'], ToneVerdictFigures>;

/**
 * Measures an analyser on labelled texts: for each verdict, how many it nudges as comments and how
 * many score below 70 and below 60 as posts.
 */
export function measureTone(
  texts: readonly LabelledToneText[],
  read: (text: string) => ToneReading,
): ToneFigures {
  const empty = (): ToneVerdictFigures => ({ texts: 0, nudged: 0, below70: 0, below60: 0 });
  const figures: ToneFigures = { offensive: empty(), calm: empty(), disputed: empty() };
  for (const { verdict, text } of texts) {
    const { objectivity, nudged } = read(text);
    const row = figures[verdict];
    row.texts += 1;
    if (nudged) row.nudged += 1;
    if (objectivity < AUTOMATIC_OBJECTIVITY_MINIMUM) row.below70 += 1;
    if (objectivity < MANUAL_OBJECTIVITY_MINIMUM) row.below60 += 1;
  }
  return figures;
}

/** A share of a verdict's texts, 0 when it has none. */
export function toneRate(row: ToneVerdictFigures, part: 'nudged' | 'below70' | 'below60'): number {
  return row.texts === 0 ? 0 : row[part] / row.texts;
}
