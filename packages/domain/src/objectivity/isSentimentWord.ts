import { SENTIMENT_ENDINGS, SENTIMENT_STEMS } from './objectivityLexicon.generated.ts';

const SHORTEST_STEM = 3;

/**
 * Whether a folded word is one of the generated sentiment stems plus an allowed ending ("infern" +
 * "al"), the light stand-in for a stemmer that keeps the lexicon small enough for the browser.
 */
export function isSentimentWord(key: string): boolean {
  for (let length = key.length; length >= SHORTEST_STEM; length -= 1) {
    if (SENTIMENT_STEMS.has(key.slice(0, length)) && SENTIMENT_ENDINGS.has(key.slice(length))) return true;
  }
  return false;
}
