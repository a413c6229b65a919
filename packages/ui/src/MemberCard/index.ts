export type { MemberCardProps } from './MemberCard.tsx';
export { MemberCard } from './MemberCard.tsx';
export type { MemberCardSkeletonProps } from './MemberCardSkeleton.tsx';
export { MemberCardSkeleton } from './MemberCardSkeleton.tsx';
