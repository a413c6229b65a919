import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categorySlug, readCategorySlug } from './categorySlug.ts';
import { CATEGORY_KEYS, type CategoryKey } from './readCategory.ts';

// The app's addresses table: /categoria/:slug for each of the six categories.
const ROUTES: ReadonlyArray<[CategoryKey, string]> = [
  ['Geral', 'geral'],
  ['Eventos', 'eventos'],
  ['Compra e Venda', 'compra-e-venda'],
  ['Segurança', 'seguranca'],
  ['Achados e Perdidos', 'achados-e-perdidos'],
  ['Votaçao', 'votacao'],
];

describe('categorySlug', () => {
  it.each(ROUTES)('%s has the slug "%s"', (key, slug) => {
    expect(categorySlug(key)).toBe(slug);
  });

  it.each(ROUTES)('readCategorySlug: %s is read from "%s"', (key, slug) => {
    expect(readCategorySlug(slug)).toBe(key);
  });

  it.each<[string, string | undefined]>([
    ['a missing slug', undefined],
    ['an empty slug', ''],
    ['a slug in another case', 'Geral'],
    ['a slug with an accent', 'segurança'],
    ['a slug with spaces', 'compra e venda'],
    ['an unknown slug', 'esportes'],
    ['a key instead of a slug', 'Votaçao'],
  ])('readCategorySlug: %s is no category', (_name, slug) => {
    expect(readCategorySlug(slug)).toBeUndefined();
  });

  it('invariant: every category reads back from its own slug', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_KEYS), (key) => {
        expect(readCategorySlug(categorySlug(key))).toBe(key);
      }),
    );
  });

  it("invariant: any text that reads as a category is exactly that category's slug", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = readCategorySlug(text);
        if (key !== undefined) expect(categorySlug(key)).toBe(text);
      }),
    );
  });
});
