import { toSearchKey } from '../common/index.ts';
/** The category values the server stores (doc 1 §2 sidebar, doc 2 §9); the voting key has no cedilla. */
export const CATEGORY_KEYS = [
  'Geral',
  'Eventos',
  'Compra e Venda',
  'Segurança',
  'Achados e Perdidos',
  'Votaçao',
] as const;

/** One category as the server spells it. */
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The timeline's category when none is chosen (doc 2 §2, §9). */
export const DEFAULT_CATEGORY: CategoryKey = 'Geral';

const DISPLAY_NAMES: Record<CategoryKey, string> = {
  Geral: 'Geral',
  Eventos: 'Eventos',
  'Compra e Venda': 'Compra e Venda',
  Segurança: 'Segurança',
  'Achados e Perdidos': 'Achados e Perdidos',
  Votaçao: 'Votação',
};

// Views spell the same category differently ("Seguranca", "Votação", doc 2 §9 "Marketplace"), so
// reading compares without accents or case.

const BY_FOLDED = new Map<string, CategoryKey>([
  ...CATEGORY_KEYS.map((key): [string, CategoryKey] => [toSearchKey(key), key]),
  ['marketplace', 'Compra e Venda'],
]);

/** Reads a category from any spelling the views use; undefined when it names no known category. */
export function readCategory(value: unknown): CategoryKey | undefined {
  if (typeof value !== 'string') return undefined;
  return BY_FOLDED.get(toSearchKey(value));
}

/** The category of a post, Geral when missing or unknown (doc 2 §9: Geral is the default). */
export function readCategoryOrDefault(value: unknown): CategoryKey {
  return readCategory(value) ?? DEFAULT_CATEGORY;
}

/** The name shown to users, with correct accents ("Votação" for the key "Votaçao"). */
export function categoryDisplayName(key: CategoryKey): string {
  return DISPLAY_NAMES[key];
}
