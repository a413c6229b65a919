import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  categoryDisplayName,
  DEFAULT_CATEGORY,
  readCategory,
  readCategoryOrDefault,
} from './readCategory.ts';

describe('readCategory', () => {
  it.each<[string, unknown, CategoryKey | undefined]>([
    ['doc 1 §2: the voting key is spelt "Votaçao"', 'Votaçao', 'Votaçao'],
    ['doc 1 §2: "Votação" with the accent reads as the same key', 'Votação', 'Votaçao'],
    ['doc 2 §9: some views spell "Seguranca"', 'Seguranca', 'Segurança'],
    ['doc 2 §9: "Segurança" as stored', 'Segurança', 'Segurança'],
    ['doc 2 §9: "Marketplace" is the buy-and-sell category', 'Marketplace', 'Compra e Venda'],
    ['doc 1 §2: "Compra e Venda"', 'Compra e Venda', 'Compra e Venda'],
    ['doc 1 §2: "Achados e Perdidos", any case and spacing', '  achados e PERDIDOS ', 'Achados e Perdidos'],
    ['doc 1 §2: "Eventos"', 'Eventos', 'Eventos'],
    ['doc 2 §9: "Geral"', 'geral', 'Geral'],
    ['an unknown name is no category', 'Esportes', undefined],
    ['a non-text value is no category', 42, undefined],
  ])('%s', (_name, value, expected) => {
    expect(readCategory(value)).toBe(expected);
  });

  it.each<[string, unknown, CategoryKey]>([
    ['doc 2 §9: a missing category is Geral', undefined, 'Geral'],
    ['doc 2 §9: an unknown category is Geral', 'Esportes', 'Geral'],
    ['doc 2 §9: a known category stays', 'Seguranca', 'Segurança'],
  ])('readCategoryOrDefault: %s', (_name, value, expected) => {
    expect(readCategoryOrDefault(value)).toBe(expected);
  });

  it.each<[string, CategoryKey, string]>([
    ['doc 1 §2: the voting key shows as "Votação"', 'Votaçao', 'Votação'],
    ['doc 1 §2: "Segurança" shows as is', 'Segurança', 'Segurança'],
    ['doc 1 §2: "Compra e Venda" shows as is', 'Compra e Venda', 'Compra e Venda'],
    ['doc 1 §2: "Achados e Perdidos" shows as is', 'Achados e Perdidos', 'Achados e Perdidos'],
    ['doc 1 §2: "Geral" shows as is', 'Geral', 'Geral'],
    ['doc 1 §2: "Eventos" shows as is', 'Eventos', 'Eventos'],
  ])('categoryDisplayName: %s', (_name, key, expected) => {
    expect(categoryDisplayName(key)).toBe(expected);
  });

  it('doc 2 §9: the default is Geral', () => {
    expect(DEFAULT_CATEGORY).toBe('Geral');
  });

  it('invariant: every key and every display name reads back to the same key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_KEYS), (key) => {
        expect(readCategory(key)).toBe(key);
        expect(readCategory(categoryDisplayName(key))).toBe(key);
      }),
    );
  });

  it('invariant: reading ignores letter case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_KEYS), fc.boolean(), (key, upper) => {
        expect(readCategory(upper ? key.toUpperCase() : key.toLowerCase())).toBe(key);
      }),
    );
  });
});
