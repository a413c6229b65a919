import { findObjectivitySigns } from './findObjectivitySigns.ts';
import { BASE_SCORE, FACT_BONUS, NUMBER_BONUS, NUMBER_BONUS_CAP } from './objectivityWeights.ts';

/**
 * The lexicon's own score, 0 to 100: a base, minus what every sign costs, plus what facts add. The
 * analyser before the model, kept so the evaluation can show both on the same posts.
 */
export function scoreObjectivityLexicon(text: string): number {
  if (text.trim() === '') return 0;
  const { signs, facts } = findObjectivitySigns(text);
  const penalty = signs.reduce((sum, sign) => sum + sign.penalty, 0);
  const bonus =
    Math.min(NUMBER_BONUS_CAP, facts.numbers * NUMBER_BONUS) +
    (facts.hasTime ? FACT_BONUS : 0) +
    (facts.hasDate ? FACT_BONUS : 0) +
    (facts.hasPlace ? FACT_BONUS : 0);
  return Math.round(Math.min(100, Math.max(0, BASE_SCORE + bonus - penalty)));
}
