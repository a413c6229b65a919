export type { PostCardProps } from './PostCard/PostCard.tsx';
export { PostCard } from './PostCard/PostCard.tsx';
export type { PostCardSkeletonProps } from './PostCard/PostCardSkeleton.tsx';
export { PostCardSkeleton } from './PostCard/PostCardSkeleton.tsx';
