export type { PostCardReader, PostCardView } from './postCardView.ts';
export { postCardView } from './postCardView.ts';
