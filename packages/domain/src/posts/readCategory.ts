import { toSearchKey } from '../common/index.ts';
/** The category values the server stores (spec: Screens and routes sidebar, spec: Business constants and limits); the voting key has no cedilla. */
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

/** The timeline's category when none is chosen (spec: Screens and routes, Business constants and limits). */
export const DEFAULT_CATEGORY: CategoryKey = 'Geral';

const DISPLAY_NAMES: Record<CategoryKey, string> = {
  Geral: 'Geral',
  Eventos: 'Eventos',
  'Compra e Venda': 'Compra e Venda',
  Segurança: 'Segurança',
  'Achados e Perdidos': 'Achados e Perdidos',
  Votaçao: 'Votação',
};

// Views spell the same category differently ("Seguranca", "Votação", spec: Business constants and limits "Marketplace"), so
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

/** The category of a post, Geral when missing or unknown (spec: Business constants and limits: Geral is the default). */
export function readCategoryOrDefault(value: unknown): CategoryKey {
  return readCategory(value) ?? DEFAULT_CATEGORY;
}

/** The name shown to users, with correct accents ("Votação" for the key "Votaçao"). */
export function categoryDisplayName(key: CategoryKey): string {
  return DISPLAY_NAMES[key];
}
