import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearchKey } from '../common/index.ts';
import { MEMBER_SEARCH_FOLD, memberSearchKey } from './memberSearchKey.ts';

/** The server's SQL fold, written out: translate() letter by letter, then lower(). */
const sqlFold = (text: string) =>
  [...text]
    .map((letter) => {
      const at = [...MEMBER_SEARCH_FOLD.from].indexOf(letter);
      return at < 0 ? letter : ([...MEMBER_SEARCH_FOLD.to][at] as string);
    })
    .join('')
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase());

describe('memberSearchKey', () => {
  it.each<[string, string, string | undefined]>([
    ['spec: Validation rules: trimmed', '  joao  ', 'joao'],
    ['spec: Validation rules: empty lists all', '   ', undefined],
    ['accents and case fold', 'JOÃO', 'joao'],
    ['cedilla folds', 'Conceição', 'conceicao'],
    ['only accent marks is blank', '\u0301', undefined],
  ])('%s: %j → %j', (_name, text, key) => {
    expect(memberSearchKey(text)).toBe(key);
  });

  it('the fold table pairs each accented letter with one plain letter', () => {
    expect([...MEMBER_SEARCH_FOLD.from]).toHaveLength([...MEMBER_SEARCH_FOLD.to].length);
  });

  it('invariant: the SQL fold of a name meets toSearchKey on every letter of the table', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MEMBER_SEARCH_FOLD.from, 'a', 'Z', '_', '.')), (letters) => {
        const name = letters.join('');
        expect(sqlFold(name)).toBe(toSearchKey(name));
      }),
    );
  });
});
