import { toSearchKey } from '../common/index.ts';
import { normalizeMemberSearch } from './paginateMembers.ts';

/**
 * Accented letters and their plain letters, position by position. The server folds each member's
 * username and names with SQL `translate(text, FROM, TO)` and then `lower()` (no extension needed,
 * the same on PostgreSQL 15 and PGlite), which meets toSearchKey on the searched text: "joao"
 * finds "João" and "JOÃO" finds "joao".
 */
export const MEMBER_SEARCH_FOLD = {
  from: 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
  to: 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy',
} as const;

/**
 * The member search text as the server matches it (spec: Validation rules: trimmed; empty means
 * list all): folded like the names it is compared with; undefined when blank.
 */
export function memberSearchKey(text: string): string | undefined {
  const trimmed = normalizeMemberSearch(text);
  return trimmed === undefined ? undefined : toSearchKey(trimmed) || undefined;
}
