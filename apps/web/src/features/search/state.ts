import {
  type CategoryKey,
  hasMoreSearchHits,
  readSearchPage,
  readUserSearchAnswer,
  type SearchHit,
  type SearchKind,
  type User,
  type UserId,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { memberEntitiesAtom, putMembers, resolveMembers } from '../../store/entities.ts';
import { firstPageLoading, loadPage, type Paging } from '../../store/paging.ts';

/** A search as the address asks it: the text, every kind (`all`), a content kind or members (`user`), a category. */
export type SearchRequest = {
  query: string;
  kind: SearchKind | 'all' | 'user';
  category: CategoryKey | undefined;
};

/** Busca as shown: what was asked, the members and hits found, the total, the paging of the hits. */
export type SearchState = {
  request: SearchRequest | undefined;
  members: User[];
  hits: SearchHit[];
  total: number;
  paging: Paging;
};

type StoredSearch = Omit<SearchState, 'members'> & {
  /** Members found by name, ids of the store's entities. */
  memberIds: UserId[];
  /** Bumped by each new search: an answer to an older one is dropped. */
  searchId: number;
};

const idle: StoredSearch = {
  request: undefined,
  memberIds: [],
  hits: [],
  total: 0,
  paging: { ...firstPageLoading, status: 'ready', hasMore: false },
  searchId: 0,
};

const searchBaseAtom = atom<StoredSearch>(idle);

/** Busca's state, its members read from the store's entities. */
export const searchAtom = atom((get): SearchState => {
  const { memberIds, searchId: _searchId, ...search } = get(searchBaseAtom);
  return { ...search, members: resolveMembers(get(memberEntitiesAtom), memberIds) };
});

const sameRequest = (a: SearchRequest | undefined, b: SearchRequest) =>
  a !== undefined && a.query.trim() === b.query.trim() && a.kind === b.kind && a.category === b.category;

/**
 * A page of the hits through the one paging mechanism (store/paging.ts): page 1 of a new search or
 * the next; members (the spec's members search, `type=user`) are one page of 10 asked with page 1.
 */
function loadSearch(get: Getter, set: Setter, more: boolean): Promise<void> {
  const { request, searchId } = get(searchBaseAtom);
  if (!request) return Promise.resolve();
  const isCurrent = () => get(searchBaseAtom).searchId === searchId;
  const api = get(apiClientAtom);
  const findsMembers = request.kind === 'all' || request.kind === 'user';
  const findsContent = request.kind !== 'user';
  return loadPage({
    more,
    read: () => get(searchBaseAtom).paging,
    write: (patch) => {
      if (isCurrent())
        set(searchBaseAtom, (current) => ({ ...current, paging: { ...current.paging, ...patch } }));
    },
    fetch: async (page) => {
      const [members, content] = await Promise.all([
        // A category narrows posts, comments and events: no member has one.
        findsMembers && page === 1 && request.category === undefined
          ? api.searchResidents(request.query)
          : undefined,
        findsContent
          ? api.searchContent({
              q: request.query,
              kind: request.kind === 'user' ? 'all' : request.kind,
              ...(request.category ? { category: request.category } : {}),
              page,
            })
          : undefined,
      ]);
      if (content && !content.ok) return content;
      // A failed members search is logged and leaves the members out (spec: Error catalogue: member
      // fetch failures are only logged); the content still shows.
      if (members && !members.ok && isCurrent()) console.warn('search members:', members.error);
      return {
        ok: true as const,
        value: { members: members?.ok ? readUserSearchAnswer(members.value) : [], content: content?.value },
      };
    },
    add: ({ members, content }, page) => {
      if (!isCurrent()) return;
      putMembers(get, set, members);
      const { hits, totalCount } = readSearchPage(content);
      set(searchBaseAtom, (current) => ({
        ...current,
        memberIds: page === 1 ? members.map((member) => member.id) : current.memberIds,
        hits: page === 1 ? hits : [...current.hits, ...hits],
        total: totalCount + (page === 1 ? members.length : current.memberIds.length),
      }));
    },
    hasMoreAfter: ({ content }) => hasMoreSearchHits(content),
    moreFailure: 'keep',
  });
}

/** Searches what the address asks (each new search starts at page 1; the same one again keeps what is shown). */
export const runSearchAtom = atom(null, async (get, set, request: SearchRequest | undefined) => {
  const previous = get(searchBaseAtom);
  if (request === undefined) {
    set(searchBaseAtom, { ...idle, searchId: previous.searchId + 1 });
    return;
  }
  if (sameRequest(previous.request, request) && previous.paging.status !== 'error') return;
  set(searchBaseAtom, {
    request,
    memberIds: [],
    hits: [],
    total: 0,
    paging: firstPageLoading,
    searchId: previous.searchId + 1,
  });
  await loadSearch(get, set, false);
});

/** "Mostrar mais resultados": the next page of hits. */
export const loadMoreSearchAtom = atom(null, async (get, set) => {
  if (get(searchBaseAtom).paging.error !== undefined) return;
  await loadSearch(get, set, true);
});

/** "Tentar de novo": the page that failed, again (page 1 when nothing is shown yet). */
export const retrySearchAtom = atom(null, async (get, set) => {
  const { paging } = get(searchBaseAtom);
  if (paging.error === undefined || paging.isLoadingMore || paging.status === 'loading') return;
  await loadSearch(get, set, paging.loadedPages > 0);
});
