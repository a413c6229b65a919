export type { CheckedSearch, SearchKind, SearchType } from './checkSearchQuery.ts';
export {
  checkSearchQuery,
  isSearchType,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_TYPES,
  searchWords,
} from './checkSearchQuery.ts';
export type { MarkedPiece, TextRange } from './markSearchTerms.ts';
export { markSearchTerms, searchExcerpt, searchStem, searchTerms, splitMarked } from './markSearchTerms.ts';
export type { SearchHit, WireSearchHit, WireSearchPage } from './readSearchPage.ts';
export { hasMoreSearchHits, readSearchPage } from './readSearchPage.ts';
export { searchDomainTexts } from './search.texts.ts';
export type { SearchHitView } from './searchHitView.ts';
export { memberHitView, searchHitView } from './searchHitView.ts';
