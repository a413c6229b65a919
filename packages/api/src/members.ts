// Members (spec: API contract): the directory of one's area, 20 a page, and the search by name.
import { MEMBERS_PAGE_SIZE, normalizeMemberSearch, type WireUser } from '@vizinhos/domain';
import { accountPaths } from './accounts.ts';
import { apiPrefix, type Http, query } from './http.ts';

/** Paths of the members calls (the list itself is GET users, accountPaths.users). */
export const memberPaths = {
  usersSearch: `${apiPrefix}/users/search`,
} as const;

/** One page of members (GET users, GET users/search); lists carry `meta.total_count`. */
export type UsersPage = { users: WireUser[]; meta: { total_count: number } };
/** Query of GET users and users/search. */
export type MembersQuery = { q?: string; page?: number; per_page?: number; area_id?: string };

/** The members calls of the client. */
export function memberCalls(http: Http) {
  return {
    /** GET users (members of one's area, 20 a page) or users/search when q is not blank. */
    members: ({ q, page = 1, per_page = MEMBERS_PAGE_SIZE, area_id }: MembersQuery = {}) => {
      const text = normalizeMemberSearch(q ?? '');
      const path = text ? memberPaths.usersSearch : accountPaths.users;
      return http.read<UsersPage>('GET', `${path}${query({ q: text, page, per_page, area_id })}`, 'members');
    },
  };
}
