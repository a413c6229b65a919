export type { CommentCreatorProps } from './CommentCreator/CommentCreator.tsx';
export { CommentCreator } from './CommentCreator/CommentCreator.tsx';
export type { CommentEditorProps } from './CommentEditor/CommentEditor.tsx';
export { CommentEditor } from './CommentEditor/CommentEditor.tsx';
export type { CommentItemProps } from './CommentItem/CommentItem.tsx';
export { CommentItem } from './CommentItem/CommentItem.tsx';
export type { CommentSectionProps } from './CommentSection/CommentSection.tsx';
export { CommentSection } from './CommentSection/CommentSection.tsx';
export { commentsTexts } from './comments.texts.ts';
