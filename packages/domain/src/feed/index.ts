export type { ChatMessageView } from './chatMessageViews.ts';
export { chatMessageViews } from './chatMessageViews.ts';
export type { CommentReader, CommentView } from './commentView.ts';
export { commentView, commentViews } from './commentView.ts';
export type { PostCardReader, PostCardView } from './postCardView.ts';
export { postCardView } from './postCardView.ts';
