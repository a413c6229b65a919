import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMembersPage,
  hasMoreMembers,
  type MembersPage,
  normalizeMemberSearch,
} from './paginateMembers.ts';

const full = Array.from({ length: 20 }, (_, n) => `m${n}`);

describe('member pages', () => {
  it.each([
    ['spec: States and transitions: a full page of 20', 20, true],
    ['spec: States and transitions: fewer than 20', 19, false],
    ['spec: States and transitions: an empty page', 0, false],
  ])('%s', (_name, count, more) => {
    expect(hasMoreMembers(count)).toBe(more);
  });

  it.each([
    ['spec: Validation rules: trimmed', '  ana ', 'ana'],
    ['spec: Validation rules: empty means all', '   ', undefined],
  ])('normalizeMemberSearch: %s', (_name, text, query) => {
    expect(normalizeMemberSearch(text)).toBe(query);
  });

  it.each<[string, MembersPage<string>, number, string[], MembersPage<string>]>([
    [
      'spec: States and transitions: page 1 replaces',
      { members: ['old'], page: 3, hasMore: true },
      1,
      full,
      { members: full, page: 1, hasMore: true },
    ],
    [
      'spec: States and transitions: page 2 appends, short page ends',
      { members: ['a'], page: 1, hasMore: true },
      2,
      ['b'],
      { members: ['a', 'b'], page: 2, hasMore: false },
    ],
  ])('%s', (_name, state, page, members, expected) => {
    expect(addMembersPage(state, page, members)).toEqual(expected);
  });

  it('invariant: appended pages keep every member, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { maxLength: 25 }), { minLength: 1, maxLength: 6 }),
        (pages) => {
          const state = pages.reduce<MembersPage<string>>(
            (s, members, n) => addMembersPage(s, n + 1, members),
            {
              members: [],
              page: 0,
              hasMore: true,
            },
          );
          expect(state.members).toEqual(pages.flat());
          expect(state.hasMore).toBe(pages.at(-1)!.length >= 20);
        },
      ),
    );
  });
});
