import { searchWords } from './checkSearchQuery.ts';
import type { TextRange } from './markSearchTerms.ts';

/**
 * A text folded letter by letter (accents off, lower case) with every letter where it was, so an
 * index in the folded text is the same index in the text; a letter whose folding would change the
 * length is kept as it is.
 */
function foldInPlace(text: string): string {
  let folded = '';
  for (const letter of text) {
    const plain = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded += plain.length === letter.length ? plain : letter;
  }
  return folded;
}

/**
 * Where a text holds any of the search's words as a part, accents and case ignored ("jo" in "João
 * Pereira"): the members search matches names by a part, so their marks do too. Sorted ranges that
 * never overlap, computed, never used as a pattern.
 */
export function markSubstrings(text: string, query: string): TextRange[] {
  const folded = foldInPlace(text);
  const found: TextRange[] = [];
  for (const word of new Set(searchWords(foldInPlace(query)))) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1))
      found.push({ start: at, end: at + word.length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}
