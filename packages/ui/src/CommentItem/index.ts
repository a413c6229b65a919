export type { CommentItemProps } from './CommentItem.tsx';
export { CommentItem } from './CommentItem.tsx';
