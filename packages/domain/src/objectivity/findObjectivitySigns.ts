import { toSearchKey } from '../common/index.ts';
import { findNameSpans } from './findNameSpans.ts';
import { isSentimentWord } from './isSentimentWord.ts';
import {
  DATE_WORDS,
  DEMONSTRATIVES,
  EMOTIONAL_WORDS,
  GENERALISATIONS,
  INSULTS,
  INTENSIFIERS,
  OPINION_WORDS,
  PLACE_WORDS,
  RUMOUR_WORDS,
  VAGUE_QUANTIFIERS,
} from './objectivityLexicon.ts';
import { OBJECTIVITY_PHRASES } from './objectivityPhrases.ts';
import type { ObjectivitySign, ObjectivitySignKind } from './objectivitySign.ts';
import { EXCLAMATION_PENALTY_CAP, SIGN_PENALTY } from './objectivityWeights.ts';

/** The concrete facts found in the text. */
type ObjectivityFacts = { numbers: number; hasTime: boolean; hasDate: boolean; hasPlace: boolean };

type Token = { text: string; key: string; start: number; end: number };

const TIME_PATTERN = /(?<![\p{L}\p{N}])\d{1,2}(?::\d{2}|h\d{0,2})(?![\p{L}\p{N}])/u;
const COPULAS = new Set(['e', 'eh', 'sao', 'virou', 'viraram', 'parece']);
const INDEFINITE_ARTICLES = new Set(['um', 'uma', 'uns', 'umas']);
const DATE_PATTERN = /(?<![\p{L}\p{N}])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\p{L}\p{N}])/u;

// Word lists in the order they claim a word, the most telling first.
const WORD_KINDS: ReadonlyArray<[ObjectivitySignKind, (key: string) => boolean]> = [
  ['insult', (key) => INSULTS.has(key)],
  ['emotional', (key) => EMOTIONAL_WORDS.has(key) || isSentimentWord(key)],
  ['intensifier', (key) => INTENSIFIERS.has(key)],
  ['generalisation', (key) => GENERALISATIONS.has(key)],
  ['vague', (key) => VAGUE_QUANTIFIERS.has(key)],
  ['opinion', (key) => OPINION_WORDS.has(key)],
  ['rumour', (key) => RUMOUR_WORDS.has(key)],
];

function wordKind(key: string): ObjectivitySignKind | undefined {
  return WORD_KINDS.find(([, has]) => has(key))?.[0];
}

// "Que decepção." opening a sentence that is not a question is an exclamation of feeling.
function isExclamativeQue(text: string, tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.key !== 'que' || index + 1 >= tokens.length) return false;
  const before = text.slice(tokens[index - 1]?.end ?? 0, token.start);
  const end = text.slice(token.end).search(/[.!?\n]/);
  return (index === 0 || /[.!?\n]/.test(before)) && text[token.end + end] !== '?';
}

// "são uns animais", "virou uma zona": a label pinned on people or things is a judgement, unless it
// names something ("é um Gol prata").
function isLabelling(tokens: readonly Token[], index: number): boolean {
  const [verb, article, label] = [tokens[index]!, tokens[index + 1], tokens[index + 2]];
  return (
    COPULAS.has(verb.key) &&
    article !== undefined &&
    INDEFINITE_ARTICLES.has(article.key) &&
    label !== undefined &&
    /^\p{Ll}/u.test(label.text)
  );
}

function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    text: match[0],
    key: toSearchKey(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

// A word shouted in capitals: four letters or more so that acronyms such as "CEP" or "UBS" pass.
function isShouted(word: string): boolean {
  return /^\p{L}{4,}$/u.test(word) && word === word.toUpperCase() && word !== word.toLowerCase();
}

// The phrases by their first word, longest first as OBJECTIVITY_PHRASES lists them.
const PHRASES_BY_FIRST_WORD = new Map<string, Array<(typeof OBJECTIVITY_PHRASES)[number]>>();
for (const phrase of OBJECTIVITY_PHRASES) {
  const first = phrase.words[0]!;
  PHRASES_BY_FIRST_WORD.set(first, [...(PHRASES_BY_FIRST_WORD.get(first) ?? []), phrase]);
}

function phraseAt(tokens: readonly Token[], index: number) {
  return PHRASES_BY_FIRST_WORD.get(tokens[index]!.key)?.find(({ words }) =>
    words.every((word, offset) => tokens[index + offset]?.key === word),
  );
}

// Runs of "!" and "?": every "!" counts, and so does every "?" after the first ("Até quando???").
function punctuationSigns(text: string): ObjectivitySign[] {
  const signs: ObjectivitySign[] = [];
  let budget = EXCLAMATION_PENALTY_CAP;
  for (const match of text.matchAll(/[!?]+/g)) {
    const bangs = match[0].split('!').length - 1;
    const extraQuestions = Math.max(0, match[0].length - bangs - 1);
    if (bangs + extraQuestions === 0) continue;
    const penalty = Math.min(budget, (bangs + extraQuestions) * SIGN_PENALTY.exclamation);
    budget -= penalty;
    signs.push({ start: match.index, end: match.index + match[0].length, kind: 'exclamation', penalty });
  }
  return signs;
}

/** The signs found in a text and its facts. */
export type ObjectivitySigns = { signs: ObjectivitySign[]; facts: ObjectivityFacts };

/**
 * Finds what lowers a text's objectivity (phrases, words, capitals, exclamation marks) and the facts
 * that raise it. Words a sign claims are not counted as facts: "a noite inteira" is no date.
 */
export function findObjectivitySigns(text: string): ObjectivitySigns {
  const tokens = tokenize(text);
  const names = new Set(findNameSpans(text).map((name) => name.start));
  const claimed = new Set<number>();
  const signs: ObjectivitySign[] = [];
  const add = (first: number, last: number, kind: ObjectivitySignKind) => {
    signs.push({ start: tokens[first]!.start, end: tokens[last]!.end, kind, penalty: SIGN_PENALTY[kind] });
    for (let index = first; index <= last; index += 1) claimed.add(index);
  };

  for (let index = 0; index < tokens.length; index += 1) {
    const phrase = phraseAt(tokens, index);
    if (phrase) {
      add(index, index + phrase.words.length - 1, phrase.kind);
      index += phrase.words.length - 1;
      continue;
    }
    const exclamative = isExclamativeQue(text, tokens, index);
    if (exclamative || isLabelling(tokens, index)) {
      const last = exclamative ? index + 1 : index + 2;
      // "são uns preguiçosos": a label pinned on a group is contempt, an insult to the nudge and the score.
      const group = !exclamative && tokens[index]!.key === 'sao' && tokens[index + 1]!.key.startsWith('um');
      add(
        index,
        last,
        wordKind(tokens[last]!.key) ?? (exclamative ? 'emotional' : group ? 'insult' : 'opinion'),
      );
      index = last;
      continue;
    }
    const kind = wordKind(tokens[index]!.key);
    if (kind === 'insult' && names.has(tokens[index]!.start)) continue;
    if (kind) add(index, index, kind);
  }
  for (const token of tokens) {
    if (isShouted(token.text))
      signs.push({ start: token.start, end: token.end, kind: 'shouting', penalty: SIGN_PENALTY.shouting });
  }
  signs.push(...punctuationSigns(text));

  const free = tokens.filter((_, index) => !claimed.has(index));
  const facts: ObjectivityFacts = {
    numbers: free.filter((token) => /^\d+$/.test(token.key)).length,
    hasTime: TIME_PATTERN.test(text),
    hasDate: DATE_PATTERN.test(text) || free.some((token) => DATE_WORDS.has(token.key)),
    hasPlace: tokens.some(
      (token, index) =>
        !claimed.has(index) &&
        PLACE_WORDS.has(token.key) &&
        !DEMONSTRATIVES.has(tokens[index - 1]?.key ?? ''),
    ),
  };
  return { signs, facts };
}
