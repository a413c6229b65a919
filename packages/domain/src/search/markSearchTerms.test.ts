import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markSearchTerms, searchExcerpt, searchStem, searchTerms, splitMarked } from './markSearchTerms.ts';

const marked = (text: string, query: string) =>
  markSearchTerms(text, query).map(({ start, end }) => text.slice(start, end));

describe('markSearchTerms', () => {
  it.each([
    ['Segurança na praça', 'seguranca', ['Segurança']],
    ['Dois cachorros soltos', 'cachorro', ['cachorros']],
    ['Indico encanadores bons', 'encanador', ['encanadores']],
    ['Consertando o portão', 'conserto', ['Consertando']],
    ['CACHORRO perdido', 'cachorros', ['CACHORRO']],
    ['Nada a ver', 'cachorro', []],
    ['Rua de cima', 'de', []],
    ['Texto <b>cachorro</b>', 'cachorro', ['cachorro']],
    ['(cachorro)*', "cachorro:*&|!()'", ['cachorro']],
  ])('%s / %s', (text, query, expected) => {
    expect(marked(text, query)).toEqual(expected);
  });

  it('stems plurals and endings', () => {
    expect(searchStem('encanadores')).toBe(searchStem('encanador'));
    expect(searchStem('Ações')).toBe(searchStem('acoes'));
    expect(searchStem('lua')).toBe('lua');
    expect(searchTerms('o cachorro do vizinho')).toEqual([searchStem('cachorro'), searchStem('vizinho')]);
  });

  it('ranges are sorted, in bounds and never overlap (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, query) => {
        let last = 0;
        for (const { start, end } of markSearchTerms(text, query)) {
          expect(start).toBeGreaterThanOrEqual(last);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(text.length);
          last = end;
        }
      }),
    );
  });
});

describe('splitMarked', () => {
  it('cuts at the ranges', () => {
    expect(splitMarked('um cachorro bravo', [{ start: 3, end: 11 }])).toEqual([
      { text: 'um ', isMarked: false },
      { text: 'cachorro', isMarked: true },
      { text: ' bravo', isMarked: false },
    ]);
    expect(
      splitMarked('abc', [
        { start: 2, end: 9 },
        { start: 1, end: 2 },
      ]),
    ).toEqual([
      { text: 'ab', isMarked: false },
      { text: 'c', isMarked: true },
    ]);
  });

  it('the pieces join back to the text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, query) => {
        const pieces = splitMarked(text, markSearchTerms(text, query));
        expect(pieces.map((piece) => piece.text).join('')).toBe(text);
      }),
    );
  });
});

describe('searchExcerpt', () => {
  it('keeps a short text whole, spaces folded', () => {
    expect(searchExcerpt('Um  cachorro\nperdido', 'cachorro', 50)).toBe('Um cachorro perdido');
  });

  it('cuts a long text around the first marked word', () => {
    const text = `${'palavra '.repeat(40)}cachorro perdido ${'fim '.repeat(40)}`;
    const excerpt = searchExcerpt(text, 'cachorro', 60);
    expect(excerpt).toContain('cachorro');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBe(62);
  });

  it('starts at the beginning without a match, ends at the end near it', () => {
    expect(searchExcerpt('abc '.repeat(30), 'zzz', 10)).toBe('abc abc ab…');
    expect(searchExcerpt(`${'x '.repeat(30)}gatos`, 'gato', 10)).toBe('… x x gatos');
  });
});
