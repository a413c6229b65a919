import {
  addMembersPage,
  describeCommentNudges,
  type MembersPage,
  normalizeMemberSearch,
  readUsersPage,
  type User,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';

/** The directory as browsed: the search as typed, the pages loaded, the total, what is on its way. */
export type MembersState = MembersPage<User> & {
  query: string;
  total: number;
  loading: 'first' | 'more' | undefined;
  /** Bumped by each search change: an answer to an older search is dropped. */
  searchId: number;
  /** The last page asked for failed: the directory says so and offers "Tentar de novo". */
  hasLoadFailed: boolean;
};

const initial: MembersState = {
  members: [],
  page: 0,
  hasMore: true,
  query: '',
  total: 0,
  loading: 'first',
  searchId: 0,
  hasLoadFailed: false,
};

const membersBaseAtom = atom<MembersState>(initial);

/** The directory's state. */
export const membersAtom = atom((get) => get(membersBaseAtom));

/** Fetches one page of the current search and adds it, unless a newer search started meanwhile. */
async function fetchPage(get: Getter, set: Setter, page: number, searchId: number) {
  const { query } = get(membersBaseAtom);
  const areaId = get(currentUserAtom)?.areaId;
  const answer = await get(apiClientAtom).members({ q: query, page, ...(areaId ? { area_id: areaId } : {}) });
  set(membersBaseAtom, (current) => {
    if (current.searchId !== searchId) return current;
    // spec: Error catalogue: a failed member fetch is logged; the list stays as it is, and the
    // directory says it failed (never "Nenhum membro na área") with "Tentar de novo".
    if (!answer.ok) {
      console.warn('members:', answer.error);
      return { ...current, loading: undefined, hasLoadFailed: true };
    }
    const { users, totalCount } = readUsersPage(answer.value);
    return {
      ...current,
      ...addMembersPage(current, page, users),
      total: totalCount,
      loading: undefined,
      hasLoadFailed: false,
    };
  });
}

/** Sets the search text and loads page 1 of it (spec: States and transitions: each change resets to page 1). */
export const searchMembersAtom = atom(null, async (get, set, query: string) => {
  const previous = get(membersBaseAtom);
  const searchId = previous.searchId + 1;
  const sameSearch =
    normalizeMemberSearch(query) === normalizeMemberSearch(previous.query) && previous.page > 0;
  set(membersBaseAtom, {
    ...previous,
    query,
    searchId,
    ...(sameSearch
      ? {}
      : { members: [], page: 0, hasMore: true, loading: 'first' as const, hasLoadFailed: false }),
  });
  if (sameSearch) return;
  await fetchPage(get, set, 1, searchId);
});

/** Loads the next page at the end of the grid (spec: Business constants and limits). */
export const loadMoreMembersAtom = atom(null, async (get, set) => {
  const current = get(membersBaseAtom);
  if (current.loading || !current.hasMore || current.hasLoadFailed) return;
  set(membersBaseAtom, { ...current, loading: 'more' });
  await fetchPage(get, set, current.page + 1, current.searchId);
});

/** "Tentar de novo": the page that failed, again (page 1 when nothing is shown yet). */
export const retryMembersAtom = atom(null, async (get, set) => {
  const current = get(membersBaseAtom);
  if (current.loading || !current.hasLoadFailed) return;
  set(membersBaseAtom, { ...current, hasLoadFailed: false, loading: current.page === 0 ? 'first' : 'more' });
  await fetchPage(get, set, current.page + 1, current.searchId);
});

/** The sentence the founder reads under the heading (issue 30); none for others. */
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
