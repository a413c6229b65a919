// Story harness: a comment thread fed the way the app feeds it, every rule computed by the domain.
import { type Comment, canSendCommentText, commentView } from '@vizinhos/domain';
import { CommentItem, type CommentItemProps } from './CommentItem.tsx';

/** Props of CommentItemStory: the comment and the reader, as the stories state them. */
export type CommentItemStoryProps = Omit<CommentItemProps, 'view' | 'isSignedIn' | 'canSendText'> & {
  comment: Comment;
  now: Date;
  currentUsername?: string | undefined;
  level?: number;
};

/** A CommentItem whose view comes from the domain, as in the app. */
export function CommentItemStory({ comment, now, currentUsername, level, ...rest }: CommentItemStoryProps) {
  return (
    <CommentItem
      view={commentView(comment, { now, currentUsername, level: level ?? 0 })}
      isSignedIn={currentUsername !== undefined}
      canSendText={canSendCommentText}
      {...rest}
    />
  );
}
