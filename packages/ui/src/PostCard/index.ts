export type { PostCardProps } from './PostCard.tsx';
export { PostCard } from './PostCard.tsx';
export type { PostCardSkeletonProps } from './PostCardSkeleton.tsx';
export { PostCardSkeleton } from './PostCardSkeleton.tsx';
