import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markSubstrings } from './markSubstrings.ts';

const marked = (text: string, query: string) =>
  markSubstrings(text, query).map(({ start, end }) => text.slice(start, end));

describe('markSubstrings', () => {
  it.each([
    ['João Pereira', 'jo', ['Jo']],
    ['João Pereira', 'JOAO', ['João']],
    ['Ana Anastácia', 'ana', ['Ana', 'Ana']],
    ['Maria Souza', 'ria sou', ['ria', 'Sou']],
    ['aaaa', 'aa', ['aaaa']],
    ['Maria', 'ri ria', ['ria']],
    ['Bia', 'x', []],
    ['Bia', ":*&|!()'", []],
  ])('%s / %s', (text, query, expected) => {
    expect(marked(text, query)).toEqual(expected);
  });

  it('keeps a letter whose folding changes its length where it is', () => {
    expect(marked('Straße ß', 'ß')).toEqual(['ß', 'ß']);
    // A Hangul syllable decomposes into two or three letters: it stays one.
    expect(marked('서울 한국', '한국')).toEqual(['한국']);
  });

  it('ranges are sorted, in bounds and never overlap (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, query) => {
        let last = 0;
        for (const { start, end } of markSubstrings(text, query)) {
          expect(start).toBeGreaterThanOrEqual(last);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(text.length);
          last = end;
        }
      }),
    );
  });
});
