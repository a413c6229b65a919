/** A stretch of the text inside quotation marks, quotes included (UTF-16 offsets, end exclusive). */
export type QuotedSpan = { start: number; end: number };

// A quotation opens after the start, a space or a bracket and closes before a non-letter, so that an
// apostrophe inside a word ("d'água") is no quote. Up to 80 characters and one line: a report quotes
// what was said, it does not put itself in quotes.
const QUOTED = /(?<![\p{L}\p{N}])(["“«'‘])[^"“”«»'‘’\n]{1,80}?["”»'’](?![\p{L}\p{N}])/gu;
/** Words a text must hold outside its quotes for them to be discounted: a report around the quote. */
const LEAST_WORDS_AROUND = 3;

/**
 * The quoted stretches of a text that its other words report on ("ele gritou 'vagabundo' para a
 * moça"): they are discounted by the tone and objectivity checks. A text that is mostly a quote (or
 * only one) has none, so that quoting is no way around the check.
 */
export function findQuotedSpans(text: string): QuotedSpan[] {
  const spans = [...text.matchAll(QUOTED)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  if (spans.length === 0) return [];
  let around = text;
  for (const { start, end } of spans)
    around = around.slice(0, start) + ' '.repeat(end - start) + around.slice(end);
  return (around.match(/[\p{L}\p{N}]+/gu) ?? []).length >= LEAST_WORDS_AROUND ? spans : [];
}

/** The text with its quoted spans blanked out (same length, so every offset still points at the text). */
export function withoutQuotedSpans(text: string, spans: readonly QuotedSpan[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}
