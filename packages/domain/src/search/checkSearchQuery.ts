import { searchDomainTexts } from './search.texts.ts';

/** The longest search text, in characters, once trimmed. */
export const SEARCH_QUERY_MAX = 100;
/** Hits per page of the search (the members search keeps its own 10). */
export const SEARCH_PAGE_SIZE = 20;

/** The kinds of content the search finds besides members (`user`, the spec's members search). */
export const SEARCH_KINDS = ['post', 'comment', 'event', 'service'] as const;
/** One kind of content hit. */
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** What a search asks for: every kind of content (`all`), one kind, or members (`user`). */
export type SearchType = SearchKind | 'all' | 'user';
/** Every `type` the search call accepts. */
export const SEARCH_TYPES: readonly SearchType[] = ['all', ...SEARCH_KINDS, 'user'];

/** Whether a wire value is a search type. */
export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

/**
 * The words of a text: runs of letters and digits, whatever else lies between them. Operators of
 * PostgreSQL's query syntax (`:*&|!()'`) are never words, so they never reach the database.
 */
export function searchWords(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A search text as checked: its words, or the reason it cannot be searched. */
export type CheckedSearch = { ok: true; text: string; words: string[] } | { ok: false; error: string };

/** Checks a search text: trimmed, not blank, at most SEARCH_QUERY_MAX characters, with a word in it. */
export function checkSearchQuery(text: string): CheckedSearch {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: searchDomainTexts.empty };
  if ([...trimmed].length > SEARCH_QUERY_MAX)
    return { ok: false, error: searchDomainTexts.tooLong(SEARCH_QUERY_MAX) };
  const words = searchWords(trimmed);
  if (words.length === 0) return { ok: false, error: searchDomainTexts.noWords };
  return { ok: true, text: trimmed, words };
}
