import {
  CATEGORY_KEYS,
  categoryDisplayName,
  isSearchType,
  memberHitView,
  readCategorySlug,
  SEARCH_TYPES,
  type SearchHit,
  searchDomainTexts,
  searchHitView,
  type User,
} from '@vizinhos/domain';
import { type SearchResultItem, SearchResults } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, searchParams } from '../../paths.ts';
import {
  loadMoreSearchAtom,
  retrySearchAtom,
  runSearchAtom,
  type SearchRequest,
  searchAtom,
} from './state.ts';

const kinds = SEARCH_TYPES.map((key) => ({ key, label: searchDomainTexts.types[key] }));
const categories = CATEGORY_KEYS.map((key) => ({ key, label: categoryDisplayName(key) }));

/** The search the address asks for; undefined while no text is given (Busca opened from a link). */
function readRequest(params: URLSearchParams): SearchRequest | undefined {
  const query = params.get(searchParams.query) ?? '';
  if (query.trim() === '') return undefined;
  const kind = params.get(searchParams.kind) ?? 'all';
  return {
    query,
    kind: isSearchType(kind) ? kind : 'all',
    category: readCategorySlug(params.get(searchParams.category) ?? undefined),
  };
}

function hitHref(hit: SearchHit): string {
  return hit.kind === 'service' ? paths.services : paths.post(hit.postId ?? hit.id);
}

/**
 * `/busca?q=&tipo=&categoria=`: the area's posts, comments, events, services and members by their
 * words. The address is the search: the form navigates, and the page searches what the address says.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useAtomValue(searchAtom);
  const run = useSetAtom(runSearchAtom);
  const loadMore = useSetAtom(loadMoreSearchAtom);
  const retry = useSetAtom(retrySearchAtom);
  const request = readRequest(params);
  const key = request ? `${request.query}\u0000${request.kind}\u0000${request.category ?? ''}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says everything the request holds.
  useEffect(() => {
    void run(request);
  }, [key, run]);
  const query = request?.query ?? '';
  const items = useMemo(() => {
    const now = new Date();
    return state.hits.map(
      (hit): SearchResultItem => ({
        key: `${hit.kind}:${hit.id}`,
        href: hitHref(hit),
        ...searchHitView(hit, query, now),
      }),
    );
  }, [state.hits, query]);
  const memberItems = useMemo(
    () =>
      state.members.map(
        (member: User): SearchResultItem => ({
          key: `user:${member.id}`,
          href: paths.member(member.id),
          ...memberHitView(member, query),
        }),
      ),
    [state.members, query],
  );
  const { paging } = state;
  const status = !request
    ? 'idle'
    : paging.status === 'loading'
      ? 'loading'
      : paging.status === 'error' && paging.loadedPages === 0
        ? 'error'
        : 'ready';
  return (
    <SearchResults
      asked={{ query, kind: request?.kind ?? 'all', category: request?.category ?? '' }}
      kinds={kinds}
      categories={categories}
      status={status}
      errorText={paging.error}
      memberItems={memberItems}
      items={items}
      countLabel={searchDomainTexts.count(state.total)}
      hasMore={paging.hasMore}
      isLoadingMore={paging.isLoadingMore}
      moreErrorText={paging.loadedPages > 0 ? paging.error : undefined}
      onSearch={({ query: text, kind, category }) =>
        void navigate(
          paths.search({
            query: text,
            kind,
            category: CATEGORY_KEYS.find((key) => key === category),
          }),
        )
      }
      onLoadMore={() => void loadMore()}
      onRetry={() => void retry()}
      onNavigate={({ href }) => void navigate(href)}
    />
  );
}
