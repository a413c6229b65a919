// Story harness: a member card fed the way the app feeds it, every rule computed by the domain.
import {
  canMessageMember,
  formatMemberSince,
  formatPoints,
  memberDisplayName,
  roleBadge,
  type UserId,
} from '@vizinhos/domain';
import { MemberCard, type MemberCardProps } from './MemberCard.tsx';

/** Props of MemberCardStory: the member and the reader, as the stories state them. */
export type MemberCardStoryProps = Omit<
  MemberCardProps,
  'displayName' | 'roleBadge' | 'sinceLabel' | 'pointsLabel' | 'canMessage'
> & { currentUserId?: UserId | undefined };

/** A MemberCard whose computed props come from the domain, as in the app. */
export function MemberCardStory({ member, currentUserId, ...rest }: MemberCardStoryProps) {
  return (
    <MemberCard
      member={member}
      displayName={memberDisplayName(member)}
      roleBadge={roleBadge(member.roleName, 'member')}
      sinceLabel={formatMemberSince(member.createdAt)}
      pointsLabel={formatPoints(member.points)}
      canMessage={canMessageMember(member.id, currentUserId)}
      {...rest}
    />
  );
}
