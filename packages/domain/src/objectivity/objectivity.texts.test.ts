import { describe, expect, it } from 'vitest';
import { OBJECTIVITY_MARK_REASONS, OBJECTIVITY_SUGGESTION_TEXTS } from './objectivity.texts.ts';

describe('objectivity texts', () => {
  it.each<[string, string[], string]>([
    ['one word', ['horrível'], 'Evite palavras emotivas como "horrível".'],
    [
      'two words joined by "e"',
      ['horrível', 'absurdo'],
      'Evite palavras emotivas como "horrível" e "absurdo".',
    ],
    ['three words: commas then "e"', ['a', 'b', 'c'], 'Evite palavras emotivas como "a", "b" e "c".'],
  ])('suggestion lists in pt-BR: %s', (_name, words, expected) => {
    expect(OBJECTIVITY_SUGGESTION_TEXTS.emotional(words)).toBe(expected);
  });

  it('every reason is one short pt-BR sentence', () => {
    for (const reason of Object.values(OBJECTIVITY_MARK_REASONS)) {
      expect(reason.length).toBeLessThanOrEqual(60);
      expect(reason).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ].*\.$/u);
    }
  });
});
