/** Members per page (doc 1 §9). */
export const MEMBERS_PAGE_SIZE = 20;
/** Load more when within this distance of the bottom (doc 1 §9). */
export const MEMBERS_LOAD_MORE_THRESHOLD_PX = 100;
/** Re-check whether the page fills the viewport this long after a resize (doc 1 §9). */
export const MEMBERS_FILL_RECHECK_MS = 100;

/** More pages exist unless a page came back with fewer than 20 (doc 1 §4). */
export function hasMoreMembers(returnedCount: number): boolean {
  return returnedCount >= MEMBERS_PAGE_SIZE;
}

/** The search text as the members call takes it (doc 1 §5): trimmed; empty means list all (undefined). */
export function normalizeMemberSearch(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The members list while browsing (doc 1 §4). */
export type MembersPage<Member> = { members: Member[]; page: number; hasMore: boolean };

/** Adds a fetched page (doc 1 §4): page 1 (a new search) replaces, later pages append. */
export function addMembersPage<Member>(
  state: MembersPage<Member>,
  page: number,
  members: Member[],
): MembersPage<Member> {
  return {
    members: page <= 1 ? members : [...state.members, ...members],
    page,
    hasMore: hasMoreMembers(members.length),
  };
}
