import { toSearchKey } from '../common/index.ts';
import {
  DATE_WORDS,
  EMOTIONAL_WORDS,
  INTENSIFIERS,
  OPINION_WORDS,
  PLACE_WORDS,
  VAGUE_QUANTIFIERS,
} from './objectivityLexicon.ts';
import { OBJECTIVITY_SUGGESTION_TEXTS as TEXTS } from './posts.texts.ts';

/** What the analyser answers (spec: Entities and their fields: objectivity as a percentage, suggestions as texts). */
export type ObjectivityAnalysis = { objectivity: number; suggestions: string[] };

// The weights: a neutral text without facts lands just above the publishing line of 70 (spec: Validation rules),
// each subjective sign pulls it down, and concrete facts (when, where, how many) lift it.
const BASE_SCORE = 72;
const EMOTIONAL_PENALTY = 12;
const INTENSIFIER_PENALTY = 5;
const VAGUE_PENALTY = 4;
const OPINION_PENALTY = 8;
const CAPITALS_PENALTY = 6;
const EXCLAMATION_PENALTY = 4;
const EXCLAMATION_PENALTY_CAP = 20;
const NUMBER_BONUS = 4;
const NUMBER_BONUS_CAP = 12;
const FACT_BONUS = 8;
const LISTED_WORDS = 3;

const OPINION_PHRASES = ['na minha opiniao', 'pra mim', 'para mim', 'no meu ver', 'a meu ver'];
const TIME_PATTERN = /(?<![\p{L}\p{N}])\d{1,2}(?::\d{2}|h\d{0,2})(?![\p{L}\p{N}])/u;
const DATE_PATTERN = /(?<![\p{L}\p{N}])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\p{L}\p{N}])/u;

// A word shouted in capitals: four letters or more so that acronyms such as "CEP" or "UBS" pass.
function isShouted(word: string): boolean {
  return /^\p{L}{4,}$/u.test(word) && word === word.toUpperCase() && word !== word.toLowerCase();
}

function distinctHits(words: readonly string[], lexicon: ReadonlySet<string>): string[] {
  const hits: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (lexicon.has(toSearchKey(word)) && !hits.includes(lower)) hits.push(lower);
  }
  return hits;
}

function countHits(folded: readonly string[], lexicon: ReadonlySet<string>): number {
  return folded.filter((word) => lexicon.has(word)).length;
}

/**
 * Scores how objective a post's text is, 0 to 100, with pt-BR suggestions. Pure and deterministic:
 * the server's POST /api/v1/analyzer and the browser get the same answer for the same text.
 */
export function analyzeObjectivity(text: string): ObjectivityAnalysis {
  if (text.trim() === '') return { objectivity: 0, suggestions: [TEXTS.blank] };
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const folded = words.map(toSearchKey);
  const foldedText = ` ${folded.join(' ')} `;

  const emotional = countHits(folded, EMOTIONAL_WORDS);
  const intensifiers = countHits(folded, INTENSIFIERS);
  const vague = countHits(folded, VAGUE_QUANTIFIERS);
  const opinions =
    countHits(folded, OPINION_WORDS) +
    OPINION_PHRASES.filter((phrase) => foldedText.includes(` ${phrase} `)).length;
  const shouted = words.filter(isShouted).length;
  const exclamations = (text.match(/!/g) ?? []).length;

  const numbers = folded.filter((word) => /^\d+$/.test(word)).length;
  const hasTime = TIME_PATTERN.test(text);
  const hasDate = DATE_PATTERN.test(text) || folded.some((word) => DATE_WORDS.has(word));
  const hasPlace = folded.some((word) => PLACE_WORDS.has(word));

  const penalty =
    emotional * EMOTIONAL_PENALTY +
    intensifiers * INTENSIFIER_PENALTY +
    vague * VAGUE_PENALTY +
    opinions * OPINION_PENALTY +
    shouted * CAPITALS_PENALTY +
    Math.min(EXCLAMATION_PENALTY_CAP, exclamations * EXCLAMATION_PENALTY);
  const bonus =
    Math.min(NUMBER_BONUS_CAP, numbers * NUMBER_BONUS) +
    (hasTime ? FACT_BONUS : 0) +
    (hasDate ? FACT_BONUS : 0) +
    (hasPlace ? FACT_BONUS : 0);
  const objectivity = Math.round(Math.min(100, Math.max(0, BASE_SCORE + bonus - penalty)));

  const suggestions: string[] = [];
  if (emotional > 0)
    suggestions.push(TEXTS.emotional(distinctHits(words, EMOTIONAL_WORDS).slice(0, LISTED_WORDS)));
  if (intensifiers > 0)
    suggestions.push(TEXTS.intensifiers(distinctHits(words, INTENSIFIERS).slice(0, LISTED_WORDS)));
  if (shouted > 0) suggestions.push(TEXTS.capitals);
  if (exclamations > 0) suggestions.push(TEXTS.exclamations);
  if (opinions > 0) suggestions.push(TEXTS.opinion);
  if (vague > 0) suggestions.push(TEXTS.vague(distinctHits(words, VAGUE_QUANTIFIERS).slice(0, LISTED_WORDS)));
  if (!hasTime && !hasDate && !hasPlace) suggestions.push(TEXTS.concreteFacts);
  return { objectivity, suggestions };
}
