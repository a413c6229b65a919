export type { PostCardProps } from './PostCard.tsx';
export { PostCard } from './PostCard.tsx';
