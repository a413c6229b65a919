export type { MemberCardProps } from './MemberCard/MemberCard.tsx';
export { MemberCard } from './MemberCard/MemberCard.tsx';
export type { MemberCardSkeletonProps } from './MemberCard/MemberCardSkeleton.tsx';
export { MemberCardSkeleton } from './MemberCard/MemberCardSkeleton.tsx';
