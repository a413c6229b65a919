export type { CommentEditorProps } from './CommentEditor/CommentEditor.tsx';
export { CommentEditor } from './CommentEditor/CommentEditor.tsx';
export type { CommentItemProps, CommentView } from './CommentItem/CommentItem.tsx';
export { CommentItem } from './CommentItem/CommentItem.tsx';
