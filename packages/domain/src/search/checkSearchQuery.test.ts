import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSearchQuery, isSearchType, SEARCH_QUERY_MAX, searchWords } from './checkSearchQuery.ts';
import { searchDomainTexts } from './search.texts.ts';

describe('checkSearchQuery', () => {
  it.each([
    ['  cachorro  ', { ok: true, text: 'cachorro', words: ['cachorro'] }],
    ['Segurança na rua', { ok: true, text: 'Segurança na rua', words: ['Segurança', 'na', 'rua'] }],
    ["gato:* & cão | !(x)'", { ok: true, text: "gato:* & cão | !(x)'", words: ['gato', 'cão', 'x'] }],
    ['', { ok: false, error: searchDomainTexts.empty }],
    ['   ', { ok: false, error: searchDomainTexts.empty }],
    [":*&|!()'", { ok: false, error: searchDomainTexts.noWords }],
    ['a'.repeat(SEARCH_QUERY_MAX + 1), { ok: false, error: searchDomainTexts.tooLong(SEARCH_QUERY_MAX) }],
  ])('%j', (text, expected) => {
    expect(checkSearchQuery(text)).toEqual(expected);
  });

  it('accepts exactly the longest text', () => {
    expect(checkSearchQuery('a'.repeat(SEARCH_QUERY_MAX)).ok).toBe(true);
  });

  it('counts results', () => {
    expect(searchDomainTexts.count(1)).toBe('1 resultado');
    expect(searchDomainTexts.count(0)).toBe('0 resultados');
  });

  it('knows the types', () => {
    expect(['all', 'post', 'comment', 'event', 'service', 'user'].every(isSearchType)).toBe(true);
    expect(isSearchType('foo')).toBe(false);
    expect(isSearchType(1)).toBe(false);
  });

  it('words never carry query operators (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const word of searchWords(text)) expect(word).not.toMatch(/[:*&|!()'\s]/);
      }),
    );
  });
});
