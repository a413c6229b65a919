/** Members per page (spec: Business constants and limits). */
export const MEMBERS_PAGE_SIZE = 20;
/** Load more when within this distance of the bottom (spec: Business constants and limits). */
export const MEMBERS_LOAD_MORE_THRESHOLD_PX = 100;
/** Re-check whether the page fills the viewport this long after a resize (spec: Business constants and limits). */
export const MEMBERS_FILL_RECHECK_MS = 100;

/** More pages exist unless a page came back with fewer than 20 (spec: States and transitions). */
export function hasMoreMembers(returnedCount: number): boolean {
  return returnedCount >= MEMBERS_PAGE_SIZE;
}

/** The search text as the members call takes it (spec: Validation rules): trimmed; empty means list all (undefined). */
export function normalizeMemberSearch(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The members list while browsing (spec: States and transitions). */
export type MembersPage<Member> = { members: Member[]; page: number; hasMore: boolean };

/** Adds a fetched page (spec: States and transitions): page 1 (a new search) replaces, later pages append. */
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
