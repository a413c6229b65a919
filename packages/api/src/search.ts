// The search (spec: Calls: GET search?q=&type=user&per_page=10, grown by the content types): the
// reader's area's posts, comments, events and services by their words, a page at a time. The
// members search keeps its own call (messaging's searchResidents, `type=user`).
import { type CategoryKey, SEARCH_PAGE_SIZE, type SearchKind, type WireSearchPage } from '@vizinhos/domain';
import type { ApiResult, Http } from './http.ts';
import { query } from './http.ts';
import { messagingPaths } from './messaging.ts';

/** What a content search asks for: the text, every kind (`all`) or one, a category, the page. */
export type ContentSearch = { q: string; kind?: SearchKind | 'all'; category?: CategoryKey; page?: number };

/** The path of one content search. */
export function contentSearchPath({ q, kind = 'all', category, page = 1 }: ContentSearch): string {
  return `${messagingPaths.search}${query({ q: q.trim(), type: kind, category, page, per_page: SEARCH_PAGE_SIZE })}`;
}

/** The search calls of the client. */
export function searchCalls(http: Http) {
  return {
    /** GET search?q=&type=all|post|comment|event|service&category=&page=: one page of hits, best first. */
    searchContent: (search: ContentSearch): Promise<ApiResult<WireSearchPage>> =>
      http.read<WireSearchPage>('GET', contentSearchPath(search), 'searchContent'),
  };
}
