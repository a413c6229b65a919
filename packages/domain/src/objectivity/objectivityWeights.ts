// The weights of the objectivity score, in one place because they are tuned together against the
// labelled set (labelledPosts.fixture.ts). A neutral text without facts lands just above the
// publishing line of 70 (spec: Validation rules); each subjective sign pulls it down, and concrete
// facts (when, where, how many) lift it.

import type { ObjectivitySignKind } from './objectivitySign.ts';

/** The score of a text with no sign and no fact. */
export const BASE_SCORE = 72;

/** What one sign of each kind costs; exclamation marks cost per mark, up to a cap. */
export const SIGN_PENALTY: Record<ObjectivitySignKind, number> = {
  emotional: 12,
  insult: 18,
  intensifier: 5,
  vague: 4,
  opinion: 8,
  generalisation: 10,
  rumour: 16,
  shouting: 6,
  exclamation: 4,
  // Words the model finds heated without the lexicon naming them; the lexicon itself never finds one.
  tone: 8,
};

/** The most all the exclamation marks of a text may cost together. */
export const EXCLAMATION_PENALTY_CAP = 20;

/** What facts add: each number up to a cap, and a time, a date and a named place once each. */
export const NUMBER_BONUS = 4;
export const NUMBER_BONUS_CAP = 12;
export const FACT_BONUS = 8;
