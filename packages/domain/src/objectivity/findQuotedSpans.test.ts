import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findQuotedSpans, withoutQuotedSpans } from './findQuotedSpans.ts';

const quoted = (text: string) => findQuotedSpans(text).map(({ start, end }) => text.slice(start, end));

describe('findQuotedSpans', () => {
  it.each<[string, string[]]>([
    ["ele gritou 'vagabundo' para a moça", ["'vagabundo'"]],
    ['o cartaz dizia "proibido estacionar" na porta da garagem', ['"proibido estacionar"']],
    ['ela ouviu “sua vaca” de um motorista na esquina', ['“sua vaca”']],
    ["um copo d'água e um pão d'ló na padaria", []],
    ["'vagabundo'", []],
    ['"seu lixo" kkk', []],
    ['sem aspas nenhuma aqui no texto', []],
  ])('%s', (text, expected) => {
    expect(quoted(text)).toEqual(expected);
  });

  it('invariant: blanking the quotes keeps every offset, and what is left outside them is unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const spans = findQuotedSpans(text);
        const blank = withoutQuotedSpans(text, spans);
        expect(blank.length).toBe(text.length);
        for (let at = 0; at < text.length; at += 1) {
          const inside = spans.some(({ start, end }) => start <= at && at < end);
          expect(blank[at]).toBe(inside ? ' ' : text[at]);
        }
      }),
    );
  });
});
