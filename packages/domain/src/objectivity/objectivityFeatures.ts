import { toSearchKey } from '../common/index.ts';
import { findObjectivitySigns, type ObjectivitySigns } from './findObjectivitySigns.ts';

/**
 * One feature the objectivity model reads, where it was found (UTF-16 offsets, end exclusive; an
 * empty stretch for what belongs to the whole text) and how much of it. Names carry their family:
 * w: word, s: stem, c: letters inside a word, b: two words in a row, e: emoji, k: a sign of the
 * lexicon, f: a fact, x: the text's punctuation and capitals.
 */
export type ObjectivityFeature = { name: string; start: number; end: number };

type Word = { key: string; start: number; end: number; shouted: boolean };

const ENDINGS = [
  'issimos',
  'issimas',
  'issimo',
  'issima',
  'amente',
  'mente',
  'inhos',
  'inhas',
  'inho',
  'inha',
  'oes',
  'aes',
  'ados',
  'adas',
  'idos',
  'idas',
  'ado',
  'ada',
  'ido',
  'ida',
  'ando',
  'endo',
  'indo',
  'ais',
  'eis',
  'ar',
  'er',
  'ir',
  'os',
  'as',
  'es',
  'o',
  'a',
  'e',
  's',
];
const SHORTEST_STEM = 3;
const MOSTLY_CAPITALS = 0.6;

/** A light Portuguese stem: the folded word without its first matching ending, at least three letters left. */
export function objectivityStem(key: string): string {
  const ending = ENDINGS.find((end) => key.endsWith(end) && key.length - end.length >= SHORTEST_STEM);
  return ending === undefined ? key : key.slice(0, key.length - ending.length);
}

// Internet laughter, once every run of a letter is one letter: "kkkk", "kkkjk", "rsrs", "hahaha",
// "ahahah", "hehe", "hihi", "huahua", "huehue".
const LAUGHTER =
  /^(?:[kj]*k[kj]*|(?:rs){2,}r?|h?(?:ah){2,}|(?:ha){2,}h?|(?:he){2,}h?|(?:hi){2,}h?|(?:hu[ae]h?){2,})$/;
// The key every kind of internet laughter is read as.
const LAUGHTER_KEY = 'kk';
// Abbreviations residents write, read as the word they stand for, so that "vc" and "você" are one
// word to the model.
const ABBREVIATED = new Map(
  Object.entries({
    vc: 'voce',
    vcs: 'voces',
    pq: 'porque',
    tb: 'tambem',
    tbm: 'tambem',
    q: 'que',
    hj: 'hoje',
    blz: 'beleza',
    vlw: 'valeu',
    obg: 'obrigado',
    msm: 'mesmo',
    mt: 'muito',
    mto: 'muito',
    td: 'tudo',
    tds: 'todos',
    ngm: 'ninguem',
    nd: 'nada',
    n: 'nao',
    dps: 'depois',
    cmg: 'comigo',
    qdo: 'quando',
    qnd: 'quando',
    qto: 'quanto',
    msg: 'mensagem',
    agr: 'agora',
  }),
);

// A word's key and its own feature names, remembered across calls: the coach scores the same words
// again at every pause in the typing. Bounded, and only a cache: the answer never depends on it.
const keys = new Map<string, string>();
const names = new Map<string, string[]>();
const MOST_REMEMBERED_WORDS = 20_000;

/**
 * A word as the model reads it: folded, digits as one "0", internet laughter as one key
 * (LAUGHTER_KEY), an abbreviation as its word ("vc" is "voce"), and a run of three or more of a letter
 * as one ("muuuito"), or two for the doubled r and s ("carrrro"). The features keep the word's place
 * in the text as written, so the coach's marks point at the words the resident typed.
 */
export function objectivityWordKey(text: string): string {
  const known = keys.get(text);
  if (known !== undefined) return known;
  if (keys.size >= MOST_REMEMBERED_WORDS) keys.clear();
  const key = readWordKey(text);
  keys.set(text, key);
  return key;
}

function readWordKey(text: string): string {
  // Folding is the slow part, and most words are plain ASCII.
  const key = (/^\p{ASCII}*$/u.test(text) ? text.toLowerCase() : toSearchKey(text)).replace(/\d+/g, '0');
  if (key.length >= 2 && LAUGHTER.test(key.replace(/(.)\1+/g, '$1'))) return LAUGHTER_KEY;
  const single = key.replace(/(.)\1{2,}/g, (_, letter: string) =>
    letter === 'r' || letter === 's' ? letter + letter : letter,
  );
  return ABBREVIATED.get(single) ?? single;
}

function words(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    key: objectivityWordKey(match[0]),
    start: match.index,
    end: match.index + match[0].length,
    shouted: /^\p{L}{4,}$/u.test(match[0]) && match[0] === match[0].toUpperCase(),
  }));
}

function letterGrams(key: string): string[] {
  if (/\d/.test(key) || key.length < 3) return [];
  const padded = `_${key}_`;
  const grams: string[] = [];
  for (let size = 3; size <= 4; size += 1) {
    for (let index = 0; index + size <= padded.length; index += 1)
      grams.push(padded.slice(index, index + size));
  }
  return grams;
}

/**
 * Every feature of a text, in the order found; the same name may come more than once. The lexicon's
 * signs may be passed in when the caller has already found them.
 */
export function objectivityFeatures(
  text: string,
  lexicon: ObjectivitySigns = findObjectivitySigns(text),
  keep: (name: string) => boolean = () => true,
): ObjectivityFeature[] {
  const features: ObjectivityFeature[] = [];
  const add = (name: string, start: number, end: number) => {
    if (keep(name)) features.push({ name, start, end });
  };
  const found = words(text);
  found.forEach((word, index) => {
    let own = names.get(word.key);
    if (own === undefined) {
      const stem = objectivityStem(word.key);
      own = [
        `w:${word.key}`,
        ...(stem === word.key ? [] : [`s:${stem}`]),
        ...letterGrams(word.key).map((gram) => `c:${gram}`),
      ];
      if (names.size >= MOST_REMEMBERED_WORDS) names.clear();
      names.set(word.key, own);
    }
    for (const name of own) add(name, word.start, word.end);
    const next = found[index + 1];
    if (next) add(`b:${word.key}_${next.key}`, word.start, next.end);
  });
  for (const match of text.matchAll(/\p{Extended_Pictographic}/gu))
    add(`e:${match[0]}`, match.index, match.index + match[0].length);

  const { signs, facts } = lexicon;
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((letter) => letter !== letter.toLowerCase()).length;
  const mostlyCapitals = letters.length > 0 && capitals / letters.length > MOSTLY_CAPITALS;
  for (const sign of signs) {
    // Capitals say little in a text typed all in capitals: that is a register, not a shout.
    if (sign.kind === 'shouting' && mostlyCapitals) continue;
    add(`k:${sign.kind}`, sign.start, sign.end);
  }
  if (mostlyCapitals) add('x:capitals', 0, 0);
  if (text.includes('?')) add('x:question', 0, 0);
  for (let count = 0; count < Math.min(facts.numbers, 3); count += 1) add('f:number', 0, 0);
  if (facts.hasTime) add('f:time', 0, 0);
  if (facts.hasDate) add('f:date', 0, 0);
  if (facts.hasPlace) add('f:place', 0, 0);
  return features;
}

const COUNTED = /^[kf]:/;
const MOST_COUNTED = 3;

/**
 * The value the model multiplies a weight by, for a feature found this many times: 1 for a word,
 * stem, letters, pair or emoji present (however often), and the count, up to three, of signs and facts.
 */
export function objectivityFeatureValue(name: string, count: number): number {
  return Math.min(COUNTED.test(name) ? MOST_COUNTED : 1, count);
}

/** The value of every feature found in a text, by name. */
export function objectivityFeatureValues(features: readonly ObjectivityFeature[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { name } of features) counts.set(name, (counts.get(name) ?? 0) + 1);
  return new Map([...counts].map(([name, count]) => [name, objectivityFeatureValue(name, count)]));
}
