import { toSearchKey } from '../common/index.ts';
import { findObjectivitySigns } from './findObjectivitySigns.ts';
import { findQuotedSpans, withoutQuotedSpans } from './findQuotedSpans.ts';
import { markObjectivitySigns, type ObjectivityMark } from './markObjectivitySigns.ts';
import { OBJECTIVITY_SUGGESTION_TEXTS as TEXTS } from './objectivity.texts.ts';
import { objectivityFeatures, objectivityWordKey } from './objectivityFeatures.ts';
import { AUTOMATIC_OBJECTIVITY_MINIMUM, MANUAL_OBJECTIVITY_MINIMUM } from './objectivityGate.ts';
import { OBJECTIVITY_MODEL_BIAS, OBJECTIVITY_MODEL_WEIGHTS } from './objectivityModel.generated.ts';
import {
  logistic,
  type ObjectivityContribution,
  type ObjectivityModel,
  objectivityFeaturesLogit,
  readObjectivityModel,
  scoreObjectivityFeatures,
} from './objectivityModel.ts';
import type { ObjectivitySign, ObjectivitySignKind } from './objectivitySign.ts';
import {
  OBJECTIVITY_TONE_MODEL_BIAS,
  OBJECTIVITY_TONE_MODEL_WEIGHTS,
  OBJECTIVITY_TONE_POST_LINE,
} from './objectivityToneModel.generated.ts';
import { readsTone, toneFeatures } from './toneFeatures.ts';

/**
 * The analysis with the marks that explain it, for the editor's live coach; `abusive` when the text
 * insults, curses or scorns someone (the tone model or a listed insult), which the comment nudge reads.
 */
export type ObjectivityCoaching = {
  objectivity: number;
  suggestions: string[];
  marks: ObjectivityMark[];
  abusive: boolean;
};

/** The model the coach scores with, read once from the generated weights. */
export const OBJECTIVITY_MODEL = readObjectivityModel(OBJECTIVITY_MODEL_BIAS, OBJECTIVITY_MODEL_WEIGHTS);
/** The tone model (abuse against calm text, learnt from ToLD-Br), read once from its generated weights. */
const OBJECTIVITY_TONE_MODEL = readObjectivityModel(
  OBJECTIVITY_TONE_MODEL_BIAS,
  OBJECTIVITY_TONE_MODEL_WEIGHTS,
);
/**
 * The post gate's line for a tone model: the generated one's own, and the nudge's line (a civility of
 * 60) for any other (a test's model), so that a model given by hand holds posts as it nudges.
 */
function toneLine(tone: ObjectivityModel): number {
  return tone === OBJECTIVITY_TONE_MODEL
    ? OBJECTIVITY_TONE_POST_LINE
    : Math.log((100 - MANUAL_OBJECTIVITY_MINIMUM) / MANUAL_OBJECTIVITY_MINIMUM);
}

/**
 * A word the tone model holds against an abusive text is marked as an insult when it adds this much
 * or more towards abuse; grammar words ("que", "se") are never marked.
 */
const ABUSE_MARK_LINE = 0.5;
const ABUSE_GRAMMAR_WORDS = new Set(
  'a o as os e de da do das dos que se sua seu suas seus pra para no na nos nas um uma uns umas com por te tu me ja nao sim ele ela eles elas isso esse essa esses essas ainda vai deixa ai ah bem pouco melhor'.split(
    ' ',
  ),
);
const LISTED_WORDS = 3;
/**
 * A word the lexicon does not name is marked when it takes this much or more off the logit, has four
 * letters or more and is no grammar word, and only in a text below the publishing line: the model
 * leans on words such as "que" or "prefeitura", which tell nothing to the writer of a factual post.
 */
export const TONE_MARK_LINE = 0.6;
const GRAMMAR_WORDS = new Set(
  'esse essa esses essas nesse nessa neste nesta desse dessa deste desta este esta isso isto aquilo aquele aquela aqui mais para pela pelo pelos pelas como quando onde quem nossa nosso voce voces eles elas todo toda todos todas sobre entre depois antes ainda agora tudo nada cada outro outra muito mesmo'.split(
    ' ',
  ),
);

// The grammar words are looked up as the model reads the word ("muuuito" is "muito", "vc" is
// "voce"), so that a register's spelling does not turn a grammar word into a mark.
function isToneWord(text: string, stretch: Stretch): boolean {
  const word = toSearchKey(text.slice(stretch.start, stretch.end));
  return /^\p{L}{4,}$/u.test(word) && !GRAMMAR_WORDS.has(objectivityWordKey(word));
}
// Marks are ordered by what they take away; the sign keeps a whole number like the lexicon's penalties.
const PENALTY_SCALE = 10;

type Stretch = { start: number; end: number; logit: number };

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
  if (has('tone')) suggestions.push(TEXTS.tone(quoted(text, signs, 'tone')));
  if (!hasFacts) suggestions.push(TEXTS.concreteFacts);
  return suggestions;
}

// What the model says of each word: every contribution is shared evenly by the words it covers (they
// start and end on word edges); one that covers no word (a run of "!") stays a stretch of its own.
function stretches(text: string, contributions: readonly ObjectivityContribution[]): Stretch[] {
  const words: Stretch[] = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    logit: 0,
  }));
  const byStart = new Map(words.map((word, index) => [word.start, index]));
  const byEnd = new Map(words.map((word, index) => [word.end, index]));
  const loose: Stretch[] = [];
  for (const contribution of contributions) {
    const first = byStart.get(contribution.start);
    const last = byEnd.get(contribution.end);
    if (first === undefined || last === undefined) {
      if (contribution.end > contribution.start) loose.push({ ...contribution });
      continue;
    }
    const share = contribution.logit / (last - first + 1);
    for (let index = first; index <= last; index += 1) words[index]!.logit += share;
  }
  return [...words, ...loose];
}

/**
 * Scores how objective a text is, 0 to 100, with pt-BR suggestions and the marks that explain the
 * score. The score is the linear model's (objectivityModel.generated.ts); the marks are the lexicon's
 * signs of the kinds the model counts against a text, plus any other word that takes TONE_MARK_LINE or more
 * off it, so every mark points at words that lowered the score. Pure and deterministic, so the
 * browser's coach and the server's POST /api/v1/analyzer agree on the same text.
 */
export function coachObjectivity(text: string): ObjectivityCoaching {
  return coachObjectivityWith(OBJECTIVITY_MODEL, text);
}

// The names either model has a weight for, gathered once per pair of models: looking a candidate
// feature up once instead of twice is a good share of the coach's time.
let namesRead:
  | { model: ObjectivityModel; tone: ObjectivityModel | null; names: ReadonlySet<string> }
  | undefined;
function featureNames(model: ObjectivityModel, tone: ObjectivityModel | null): ReadonlySet<string> {
  if (namesRead?.model !== model || namesRead.tone !== tone)
    namesRead = { model, tone, names: new Set([...model.weights.keys(), ...(tone?.weights.keys() ?? [])]) };
  return namesRead.names;
}

/** The coach with a given model and tone model (null: none, the coach before it): coachObjectivity with the generated ones. */
export function coachObjectivityWith(
  model: ObjectivityModel,
  text: string,
  tone: ObjectivityModel | null = OBJECTIVITY_TONE_MODEL,
): ObjectivityCoaching {
  if (text.trim() === '') return { objectivity: 0, suggestions: [TEXTS.blank], marks: [], abusive: false };
  // A report quoting what was said ("ele gritou 'vagabundo'") is judged by the report around it.
  const judged = withoutQuotedSpans(text, findQuotedSpans(text));
  const { signs, facts } = findObjectivitySigns(judged);
  const read = featureNames(model, tone);
  const features = objectivityFeatures(judged, { signs, facts }, (name) => read.has(name));
  const scored = scoreObjectivityFeatures(model, features);
  // The tone model reads the features but its names' (toneFeatures); where each was found is only
  // gathered for a text held as abusive, to mark its words.
  const abuseLogit = tone
    ? objectivityFeaturesLogit(tone, features, readsTone(judged))
    : Number.NEGATIVE_INFINITY;
  const kept: ObjectivitySign[] = [];
  for (const sign of signs) {
    const weight = model.weights.get(`k:${sign.kind}`) ?? 0;
    if (weight < 0) kept.push({ ...sign, penalty: Math.round(-weight * PENALTY_SCALE) });
  }
  // Insults lower the score always: a text the tone model reads as abuse, or one holding a listed
  // insult, scores below the manual line whatever facts it holds, at most its civility (the chance,
  // as a percentage, that it is no abuse), and its abusive words are marked (as are those of a post
  // held for its heat, below).
  const civility = 100 - Math.round(100 * logistic(abuseLogit));
  const abusive =
    (tone !== null && signs.some((sign) => sign.kind === 'insult')) || civility < MANUAL_OBJECTIVITY_MINIMUM;
  // The post gate reads tone from a lower line than the nudge's: a post the tone model reads as likely
  // heated, though not abusive enough to nudge a comment, scores under the publishing line. The line
  // is placed above every factual post of the validation split (buildObjectivityToneModel.ts), so a
  // factual report is not held for its tone; a comment is never held, so its nudge keeps the higher one.
  const heated = !abusive && tone !== null && abuseLogit > toneLine(tone);
  const objectivity = abusive
    ? Math.min(scored.objectivity, civility, MANUAL_OBJECTIVITY_MINIMUM - 1)
    : heated
      ? Math.min(scored.objectivity, AUTOMATIC_OBJECTIVITY_MINIMUM - 1)
      : scored.objectivity;
  if ((abusive || heated) && tone) {
    const abuse = scoreObjectivityFeatures(tone, toneFeatures(judged, features));
    const abusiveWords = stretches(text, abuse.contributions)
      .filter((stretch) => stretch.logit >= ABUSE_MARK_LINE && isAbuseWord(text, stretch))
      .sort((a, b) => b.logit - a.logit);
    // The word that added most is marked even under the line (a grammar word only when nothing else
    // added), so a text held for abuse always shows why.
    const adding = stretches(text, abuse.contributions)
      .filter((stretch) => stretch.logit > 0)
      .sort((a, b) => b.logit - a.logit);
    const strongest = adding.find((stretch) => isAbuseWord(text, stretch)) ?? adding[0];
    // A post held for its heat alone marks only the words that add ABUSE_MARK_LINE or more: its logit
    // may be over the post gate's line by many small steps, and "figurinhas" is no offence; a post
    // with nothing to mark is asked for facts (below).
    const chosen = abusiveWords.length > 0 || !strongest || heated ? abusiveWords : [strongest];
    const lexiconInsult = kept.some((sign) => sign.kind === 'insult');
    // A listed insult explains the verdict by itself; the model's words are marked where none is.
    // Stretches are whole words (or a feature's own span): marks that overlap are merged by
    // markObjectivitySigns.
    for (const stretch of lexiconInsult ? [] : chosen)
      kept.push({
        start: stretch.start,
        end: stretch.end,
        kind: 'insult',
        penalty: Math.round(stretch.logit * PENALTY_SCALE),
      });
  }
  const below = objectivity < AUTOMATIC_OBJECTIVITY_MINIMUM;
  // What each word added is only needed to mark the words of a text below the line.
  for (const stretch of below ? stretches(text, scored.contributions) : []) {
    const inSign = kept.some((sign) => sign.start <= stretch.start && sign.end >= stretch.end);
    if (!inSign && stretch.logit <= -TONE_MARK_LINE && isToneWord(text, stretch)) {
      const penalty = Math.round(-stretch.logit * PENALTY_SCALE);
      kept.push({ start: stretch.start, end: stretch.end, kind: 'tone', penalty });
    }
  }
  // A blocked text with nothing to mark still says why: it asks for facts, even with a time in it
  // (fast-check found "Q 0h": blocked, its "0h" a time, nothing marked, nothing said).
  const hasFacts = (facts.hasTime || facts.hasDate || facts.hasPlace) && !(below && kept.length === 0);
  return {
    objectivity,
    suggestions: [
      ...(abusive ? [TEXTS.abuse] : heated ? [TEXTS.heated] : []),
      ...suggest(text, kept, hasFacts),
    ],
    marks: markObjectivitySigns(kept),
    abusive,
  };
}

// A word the tone model may mark: letters, and no grammar word.
function isAbuseWord(text: string, stretch: Stretch): boolean {
  const word = toSearchKey(text.slice(stretch.start, stretch.end));
  return /^\p{L}+$/u.test(word) && !ABUSE_GRAMMAR_WORDS.has(objectivityWordKey(word));
}
