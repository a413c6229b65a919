/** A capitalised word inside a sentence (UTF-16 offsets, end exclusive): a name, such as a place's. */
export type NameSpan = { start: number; end: number };

const SENTENCE_ENDS = new Set(['.', '!', '?', '\n', ':', '"', '“']);

// Whether the gap between two words closes a sentence: its last mark other than a space is one of
// SENTENCE_ENDS (the gap is read backwards, without building a string).
function endsSentence(text: string, from: number, to: number): boolean {
  for (let at = to - 1; at >= from; at -= 1) {
    const char = text[at]!;
    if (char === '\n') return true;
    if (char !== ' ' && char !== '\t') return SENTENCE_ENDS.has(char);
  }
  return false;
}

/**
 * The names of a text: words with a capital first letter and small letters after it, not opening a
 * sentence ("na Marginal Botafogo", "no posto da Boa Vista"). The tone model does not read them, and
 * the lexicon's insults skip them: a place or a person's name is no insult whatever it spells. A word
 * all in capitals is no name (it is shouted).
 */
export function findNameSpans(text: string): NameSpan[] {
  const spans: NameSpan[] = [];
  let previousEnd = -1;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index;
    const opensSentence = previousEnd < 0 || endsSentence(text, previousEnd, start);
    if (!opensSentence && /^\p{Lu}\p{Ll}/u.test(match[0]))
      spans.push({ start, end: start + match[0].length });
    previousEnd = start + match[0].length;
  }
  return spans;
}
