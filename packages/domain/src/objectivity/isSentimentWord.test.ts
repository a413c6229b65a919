import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSentimentWord } from './isSentimentWord.ts';
import { SENTIMENT_STEMS } from './objectivityLexicon.generated.ts';

describe('isSentimentWord', () => {
  it.each<[string, string, boolean]>([
    ['a stem that is a word', 'horrivel', true],
    ['a stem and a plural ending', 'vagabundos', true],
    ['a stem and a derivation', 'infernal', true],
    ['an adverb', 'brutalmente', true],
    ['a factual word the list scores but the build leaves out', 'roubo', false],
    ['"cadela" names a lost dog, not an insult', 'cadela', false],
    ['a stem with an ending it does not take', 'feira', false],
    ['a short word', 'fe', false],
  ])('%s: %s', (_name, word, expected) => {
    expect(isSentimentWord(word)).toBe(expected);
  });

  it('invariant: every generated stem plus "s" or "mente" is judged by the same stem rule', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SENTIMENT_STEMS),
        fc.constantFrom('', 'a', 'os', 'mente'),
        (stem, end) => {
          expect(isSentimentWord(`${stem}${end}`)).toBe(true);
        },
      ),
    );
  });
});
