import { findObjectivitySigns } from './findObjectivitySigns.ts';
import { markObjectivitySigns, type ObjectivityMark } from './markObjectivitySigns.ts';
import { OBJECTIVITY_SUGGESTION_TEXTS as TEXTS } from './objectivity.texts.ts';
import type { ObjectivitySign, ObjectivitySignKind } from './objectivitySign.ts';
import { BASE_SCORE, FACT_BONUS, NUMBER_BONUS, NUMBER_BONUS_CAP } from './objectivityWeights.ts';

/** The analysis with the marks that explain it, for the editor's live coach. */
export type ObjectivityCoaching = { objectivity: number; suggestions: string[]; marks: ObjectivityMark[] };

const LISTED_WORDS = 3;

// The words of one kind as the resident wrote them, lower-cased, each once, at most three.
function quoted(text: string, signs: readonly ObjectivitySign[], kind: ObjectivitySignKind): string[] {
  const words = signs
    .filter((sign) => sign.kind === kind)
    .map((sign) => text.slice(sign.start, sign.end).toLowerCase());
  return [...new Set(words)].slice(0, LISTED_WORDS);
}

function suggest(text: string, signs: readonly ObjectivitySign[], hasFacts: boolean): string[] {
  const has = (kind: ObjectivitySignKind) => signs.some((sign) => sign.kind === kind);
  const suggestions: string[] = [];
  if (has('emotional')) suggestions.push(TEXTS.emotional(quoted(text, signs, 'emotional')));
  if (has('insult')) suggestions.push(TEXTS.insults(quoted(text, signs, 'insult')));
  if (has('intensifier')) suggestions.push(TEXTS.intensifiers(quoted(text, signs, 'intensifier')));
  if (has('shouting')) suggestions.push(TEXTS.capitals);
  if (has('exclamation')) suggestions.push(TEXTS.exclamations);
  if (has('opinion')) suggestions.push(TEXTS.opinion);
  if (has('rumour')) suggestions.push(TEXTS.rumour);
  if (has('generalisation')) suggestions.push(TEXTS.generalisation);
  if (has('vague')) suggestions.push(TEXTS.vague(quoted(text, signs, 'vague')));
  if (!hasFacts) suggestions.push(TEXTS.concreteFacts);
  return suggestions;
}

/**
 * Scores how objective a text is, 0 to 100, with pt-BR suggestions and the marks that explain the
 * score: every stretch that lowers it, with the reason. Pure and deterministic, so the browser's coach
 * and the server's POST /api/v1/analyzer agree on the same text.
 */
export function coachObjectivity(text: string): ObjectivityCoaching {
  if (text.trim() === '') return { objectivity: 0, suggestions: [TEXTS.blank], marks: [] };
  const { signs, facts } = findObjectivitySigns(text);
  const penalty = signs.reduce((sum, sign) => sum + sign.penalty, 0);
  const bonus =
    Math.min(NUMBER_BONUS_CAP, facts.numbers * NUMBER_BONUS) +
    (facts.hasTime ? FACT_BONUS : 0) +
    (facts.hasDate ? FACT_BONUS : 0) +
    (facts.hasPlace ? FACT_BONUS : 0);
  const objectivity = Math.round(Math.min(100, Math.max(0, BASE_SCORE + bonus - penalty)));
  const hasFacts = facts.hasTime || facts.hasDate || facts.hasPlace;
  return { objectivity, suggestions: suggest(text, signs, hasFacts), marks: markObjectivitySigns(signs) };
}
