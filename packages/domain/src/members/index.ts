export { canMessageMember, formatMemberSince, memberDisplayName } from './describeMember.ts';
export { formatMemberCount, formatMembersLoaded, formatPoints } from './formatMemberStats.ts';
export { MEMBER_SEARCH_FOLD, memberSearchKey } from './memberSearchKey.ts';
export type { MembersPage } from './paginateMembers.ts';
export {
  addMembersPage,
  hasMoreMembers,
  MEMBERS_FILL_RECHECK_MS,
  MEMBERS_LOAD_MORE_THRESHOLD_PX,
  MEMBERS_PAGE_SIZE,
  normalizeMemberSearch,
} from './paginateMembers.ts';
export type { RoleBadge } from './roleBadge.ts';
export { roleBadge } from './roleBadge.ts';
