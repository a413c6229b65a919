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
    ['spec: Screens and routes: the voting key is spelt "Votaçao"', 'Votaçao', 'Votaçao'],
    ['spec: Screens and routes: "Votação" with the accent reads as the same key', 'Votação', 'Votaçao'],
    ['spec: Business constants and limits: some views spell "Seguranca"', 'Seguranca', 'Segurança'],
    ['spec: Business constants and limits: "Segurança" as stored', 'Segurança', 'Segurança'],
    [
      'spec: Business constants and limits: "Marketplace" is the buy-and-sell category',
      'Marketplace',
      'Compra e Venda',
    ],
    ['spec: Screens and routes: "Compra e Venda"', 'Compra e Venda', 'Compra e Venda'],
    [
      'spec: Screens and routes: "Achados e Perdidos", any case and spacing',
      '  achados e PERDIDOS ',
      'Achados e Perdidos',
    ],
    ['spec: Screens and routes: "Eventos"', 'Eventos', 'Eventos'],
    ['spec: Business constants and limits: "Geral"', 'geral', 'Geral'],
    ['an unknown name is no category', 'Esportes', undefined],
    ['a non-text value is no category', 42, undefined],
  ])('%s', (_name, value, expected) => {
    expect(readCategory(value)).toBe(expected);
  });

  it.each<[string, unknown, CategoryKey]>([
    ['spec: Business constants and limits: a missing category is Geral', undefined, 'Geral'],
    ['spec: Business constants and limits: an unknown category is Geral', 'Esportes', 'Geral'],
    ['spec: Business constants and limits: a known category stays', 'Seguranca', 'Segurança'],
  ])('readCategoryOrDefault: %s', (_name, value, expected) => {
    expect(readCategoryOrDefault(value)).toBe(expected);
  });

  it.each<[string, CategoryKey, string]>([
    ['spec: Screens and routes: the voting key shows as "Votação"', 'Votaçao', 'Votação'],
    ['spec: Screens and routes: "Segurança" shows as is', 'Segurança', 'Segurança'],
    ['spec: Screens and routes: "Compra e Venda" shows as is', 'Compra e Venda', 'Compra e Venda'],
    [
      'spec: Screens and routes: "Achados e Perdidos" shows as is',
      'Achados e Perdidos',
      'Achados e Perdidos',
    ],
    ['spec: Screens and routes: "Geral" shows as is', 'Geral', 'Geral'],
    ['spec: Screens and routes: "Eventos" shows as is', 'Eventos', 'Eventos'],
  ])('categoryDisplayName: %s', (_name, key, expected) => {
    expect(categoryDisplayName(key)).toBe(expected);
  });

  it('spec: Business constants and limits: the default is Geral', () => {
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
