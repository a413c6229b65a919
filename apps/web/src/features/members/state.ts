import {
  addMembersPage,
  describeCommentNudges,
  hasMoreMembers,
  normalizeMemberSearch,
  readUsersPage,
  type User,
  type UserId,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import { memberEntitiesAtom, putMembers, resolveMembers } from '../../store/entities.ts';
import { firstPageLoading, loadPage, type Paging } from '../../store/paging.ts';

/** The directory as browsed: the search as typed, the members of its pages, the total, its paging. */
export type MembersState = {
  query: string;
  members: User[];
  total: number;
  /** The one paging mechanism (store/paging.ts): page 1 of each search, then the next at the end. */
  paging: Paging;
  /** Bumped by each search change: an answer to an older search is dropped. */
  searchId: number;
};

/** The directory as the store keeps it: its pages' member ids (the members are the store's entities). */
type StoredMembers = Omit<MembersState, 'members'> & { memberIds: UserId[] };

const initial: StoredMembers = { query: '', memberIds: [], total: 0, paging: firstPageLoading, searchId: 0 };

const membersBaseAtom = atom<StoredMembers>(initial);

/** The directory's state, its members read from the store's entities. */
export const membersAtom = atom((get): MembersState => {
  const { memberIds, ...directory } = get(membersBaseAtom);
  return { ...directory, members: resolveMembers(get(memberEntitiesAtom), memberIds) };
});

/**
 * Asks page 1 of the current search, or the next page (`more`), through the paging mechanism. An
 * answer (or a failure) that comes after the search changed is dropped: it belongs to an older one.
 * spec: Error catalogue: a failed member fetch is logged; the list stays as it is, and the directory
 * says it failed (never "Nenhum membro na área") with "Tentar de novo".
 */
function loadMembers(get: Getter, set: Setter, more: boolean): Promise<void> {
  const { query, searchId } = get(membersBaseAtom);
  const isCurrent = () => get(membersBaseAtom).searchId === searchId;
  return loadPage({
    more,
    read: () => get(membersBaseAtom).paging,
    write: (patch) => {
      if (isCurrent())
        set(membersBaseAtom, (current) => ({ ...current, paging: { ...current.paging, ...patch } }));
    },
    fetch: async (page) => {
      const areaId = get(currentUserAtom)?.areaId;
      const answer = await get(apiClientAtom).members({
        q: query,
        page,
        ...(areaId ? { area_id: areaId } : {}),
      });
      if (!answer.ok && isCurrent()) console.warn('members:', answer.error);
      return answer;
    },
    add: (answer, page) => {
      if (!isCurrent()) return;
      const { users, totalCount } = readUsersPage(answer);
      putMembers(get, set, users);
      const ids = users.map((user) => user.id);
      set(membersBaseAtom, (current) => ({
        ...current,
        memberIds: addMembersPage({ members: current.memberIds, page: page - 1, hasMore: true }, page, ids)
          .members,
        total: totalCount,
      }));
    },
    hasMoreAfter: (answer) => hasMoreMembers(readUsersPage(answer).users.length),
    moreFailure: 'keep',
  });
}

/** Sets the search text and loads page 1 of it (spec: States and transitions: each change resets to page 1). */
export const searchMembersAtom = atom(null, async (get, set, query: string) => {
  const previous = get(membersBaseAtom);
  const sameSearch =
    normalizeMemberSearch(query) === normalizeMemberSearch(previous.query) && previous.paging.loadedPages > 0;
  if (sameSearch) {
    set(membersBaseAtom, { ...previous, query });
    return;
  }
  set(membersBaseAtom, {
    query,
    memberIds: [],
    total: 0,
    paging: firstPageLoading,
    searchId: previous.searchId + 1,
  });
  await loadMembers(get, set, false);
});

/** Loads the next page at the end of the grid (spec: Business constants and limits); not after a failure. */
export const loadMoreMembersAtom = atom(null, async (get, set) => {
  if (get(membersBaseAtom).paging.error !== undefined) return;
  await loadMembers(get, set, true);
});

/** "Tentar de novo": the page that failed, again (page 1 when nothing is shown yet). */
export const retryMembersAtom = atom(null, async (get, set) => {
  const { paging } = get(membersBaseAtom);
  if (paging.error === undefined || paging.isLoadingMore || paging.status === 'loading') return;
  await loadMembers(get, set, paging.loadedPages > 0);
});

/** The sentence the founder reads under the heading; none for others. */
const founderFigureBaseAtom = atom<string | undefined>(undefined);

/** The founder's figure of the comment box's tone nudge, once loaded. */
export const founderFigureAtom = atom((get) => get(founderFigureBaseAtom));

/**
 * Loads how often the comment box's tone nudge led to an edit in the area, for its founder only (the
 * server refuses anyone else); a failure is logged and shows nothing.
 */
export const loadFounderFigureAtom = atom(null, async (get, set) => {
  if (get(currentUserAtom)?.roleName !== 'Fundador') {
    set(founderFigureBaseAtom, undefined);
    return;
  }
  const answer = await get(apiClientAtom).commentNudgeFigures();
  if (!answer.ok) {
    console.warn('comment nudge figures:', answer.error);
    return;
  }
  const { days, edited, sent_anyway, dismissed } = answer.value;
  set(founderFigureBaseAtom, describeCommentNudges({ edited, sentAnyway: sent_anyway, dismissed }, days));
});
