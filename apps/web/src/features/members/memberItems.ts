import {
  canMessageMember,
  formatMemberSince,
  formatPoints,
  memberDisplayName,
  roleBadge,
  type User,
  type UserId,
} from '@vizinhos/domain';
import type { MemberDirectoryItem } from '@vizinhos/ui';
import { useMemo } from 'react';
import { paths } from '../../paths.ts';

/** A member's card, every computed prop from the domain. */
function memberItem(member: User, currentUserId: UserId | undefined): MemberDirectoryItem {
  return {
    member,
    displayName: memberDisplayName(member),
    roleBadge: roleBadge(member.roleName, 'member'),
    sinceLabel: formatMemberSince(member.createdAt),
    pointsLabel: formatPoints(member.points),
    canMessage: canMessageMember(member.id, currentUserId),
    profileHref: paths.member(member.id),
  };
}

/**
 * The directory's cards, each computed once per member: a page appended computes only its own 20
 * (with 5,000 members loaded, recomputing all on every page made paging quadratic; bench: members).
 */
export function useMemberItems(
  members: readonly User[],
  currentUserId: UserId | undefined,
): MemberDirectoryItem[] {
  // biome-ignore lint/correctness/useExhaustiveDependencies: another reader starts a new cache (canMessage depends on them).
  const cache = useMemo(() => new WeakMap<User, MemberDirectoryItem>(), [currentUserId]);
  return useMemo(
    () =>
      members.map((member) => {
        const known = cache.get(member);
        if (known) return known;
        const item = memberItem(member, currentUserId);
        cache.set(member, item);
        return item;
      }),
    [members, cache, currentUserId],
  );
}
