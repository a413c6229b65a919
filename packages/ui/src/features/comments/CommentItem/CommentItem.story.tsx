// Story harness: a comment thread fed the way the app feeds it, every rule computed by the domain.
import {
  type Comment,
  canSendCommentText,
  formatCommentTime,
  hasMoreReplies,
  isCommentAuthor,
  replyIndent,
  replyTarget,
  roleBadge,
  sortComments,
} from '@vizinhos/domain';
import { CommentItem, type CommentItemProps, type CommentView } from './CommentItem.tsx';

/** The view of a comment and its replies for a reader at `now` (what the app computes). */
export function buildCommentView(
  comment: Comment,
  reader: { now: Date; currentUsername: string | undefined; level?: number },
): CommentView {
  const level = reader.level ?? 0;
  return {
    comment,
    timeLabel: comment.createdAt ? formatCommentTime(reader.now, comment.createdAt) : undefined,
    authorRole: roleBadge(comment.author.roleName, 'comment'),
    canEdit: isCommentAuthor(comment, reader.currentUsername),
    indent: replyIndent(level),
    replyTarget: replyTarget(comment, level),
    hasMoreReplies: hasMoreReplies(comment),
    areRepliesFlat: replyIndent(level + 1) === replyIndent(level),
    replies: sortComments(comment.replies, reader.now).map((reply) =>
      buildCommentView(reply, { ...reader, level: level + 1 }),
    ),
  };
}

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
      view={buildCommentView(comment, { now, currentUsername, level: level ?? 0 })}
      isSignedIn={currentUsername !== undefined}
      canSendText={canSendCommentText}
      {...rest}
    />
  );
}
