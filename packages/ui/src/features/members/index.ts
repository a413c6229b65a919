export type { MemberCardProps } from './MemberCard/MemberCard.tsx';
export { MemberCard } from './MemberCard/MemberCard.tsx';
export type { MemberCardSkeletonProps } from './MemberCard/MemberCardSkeleton.tsx';
export { MemberCardSkeleton } from './MemberCard/MemberCardSkeleton.tsx';
export type { MemberGridProps } from './MemberCard/MemberGrid.tsx';
export { MemberGrid } from './MemberCard/MemberGrid.tsx';
