import { toSearchKey } from '../common/index.ts';
import { searchWords } from './checkSearchQuery.ts';

/** A stretch of a text, `start` included and `end` excluded, in UTF-16 units (as `String.slice`). */
export type TextRange = { start: number; end: number };

// Words PostgreSQL's portuguese configuration ignores too: marking every "de" would mark noise.
const STOP_WORDS = new Set(
  'a o as os um uma uns umas de do da dos das e em no na nos nas ao aos para por com que se ou'.split(' '),
);

// Plural, gender and common verb and noun endings, longest first, taken off before two words are
// compared: "cachorros" and "cachorro", "encanadores" and "encanador", "consertando" and
// "conserto" meet. A light cousin of the database's Snowball stemmer, used only to mark.
const SUFFIXES = [
  'amentos',
  'imentos',
  'amento',
  'imento',
  'adoras',
  'adores',
  'acoes',
  'adora',
  'ador',
  'acao',
  'ando',
  'endo',
  'indo',
  'aram',
  'eram',
  'iram',
  'avam',
  'ados',
  'adas',
  'idos',
  'idas',
  'ado',
  'ada',
  'ido',
  'ida',
  'oes',
  'aes',
  'ais',
  'eis',
  'ar',
  'er',
  'ir',
  'es',
  'os',
  'as',
  's',
  'o',
  'a',
  'e',
];
const MIN_STEM = 3;

/** A word folded (no accents, lower case) and its ending taken off. */
export function searchStem(word: string): string {
  const folded = toSearchKey(word);
  const suffix = SUFFIXES.find((end) => folded.endsWith(end) && folded.length - end.length >= MIN_STEM);
  return suffix ? folded.slice(0, folded.length - suffix.length) : folded;
}

function matchesAny(stem: string, terms: readonly string[]): boolean {
  return terms.some(
    (term) =>
      stem === term ||
      (Math.min(stem.length, term.length) >= 4 && (stem.startsWith(term) || term.startsWith(stem))),
  );
}

/** The stems of a search's words worth marking (stop words left out). */
export function searchTerms(query: string): string[] {
  const words = searchWords(query).filter((word) => !STOP_WORDS.has(toSearchKey(word)));
  return [...new Set(words.map(searchStem))];
}

/**
 * Where a text holds the search's words, in any accent, case, plural or verb form: sorted ranges
 * that never overlap. Ranges are computed, so the text is never used as a pattern nor rewritten;
 * the view cuts it at the ranges and marks the pieces.
 */
export function markSearchTerms(text: string, query: string): TextRange[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const ranges: TextRange[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matchesAny(searchStem(match[0]), terms))
      ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
}

/** A text cut at its ranges: each piece with whether it is marked. */
export type MarkedPiece = { text: string; isMarked: boolean };

/** Cuts a text at sorted, non-overlapping ranges (out-of-bounds parts ignored). */
export function splitMarked(text: string, ranges: readonly TextRange[]): MarkedPiece[] {
  const pieces: MarkedPiece[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (to > from) {
      if (from > at) pieces.push({ text: text.slice(at, from), isMarked: false });
      pieces.push({ text: text.slice(from, to), isMarked: true });
      at = to;
    }
  }
  if (at < text.length) pieces.push({ text: text.slice(at), isMarked: false });
  return pieces;
}

/**
 * At most `max` characters of a text around its first marked word (a third of them before it),
 * with "…" where text was left out, so a long post shows why it was found.
 */
export function searchExcerpt(text: string, query: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = markSearchTerms(flat, query)[0]?.start ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(max / 3), flat.length - max));
  const end = start + max;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
