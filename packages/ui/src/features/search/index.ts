export type { HeaderSearchProps } from './HeaderSearch/HeaderSearch.tsx';
export { HeaderSearch } from './HeaderSearch/HeaderSearch.tsx';
export type {
  SearchAsked,
  SearchResultItem,
  SearchResultsProps,
} from './SearchResults/SearchResults.tsx';
export { SearchResults } from './SearchResults/SearchResults.tsx';
export { searchTexts } from './search.texts.ts';
