import type { CategoryKey } from './readCategory.ts';

// The address of each category's timeline (/categoria/:slug): lower case, no accents, words joined
// by hyphens. A record, so the type checker demands a slug for every category.
const SLUGS: Record<CategoryKey, string> = {
  Geral: 'geral',
  Eventos: 'eventos',
  'Compra e Venda': 'compra-e-venda',
  Segurança: 'seguranca',
  'Achados e Perdidos': 'achados-e-perdidos',
  Votaçao: 'votacao',
};

const BY_SLUG = new Map<string, CategoryKey>(
  Object.entries(SLUGS).map(([key, slug]): [string, CategoryKey] => [slug, key as CategoryKey]),
);

/** The slug of a category in its timeline address (`/categoria/:slug`). */
export function categorySlug(key: CategoryKey): string {
  return SLUGS[key];
}

/** The category a slug names, matched exactly (case-sensitive); undefined for anything else. */
export function readCategorySlug(slug: string | undefined): CategoryKey | undefined {
  return slug === undefined ? undefined : BY_SLUG.get(slug);
}
