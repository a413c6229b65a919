import {
  type Comment,
  type CommentId,
  formatCommentTime,
  hasMoreReplies,
  isCommentAuthor,
  POST_CARD_TEXTS,
  type ReplyTarget,
  replyIndent,
  replyTarget,
  roleBadge,
  sortComments,
  toggleVoteDirection,
  type VoteDirection,
} from '@vizinhos/domain';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../AlertDialog/AlertDialog.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { texts } from '../texts/texts.ts';
import { cx } from '../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { CommentEditor } from './CommentEditor.tsx';
import * as styles from './CommentItem.css.ts';

/** Props of CommentItem. */
export type CommentItemProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  comment: Comment;
  /** The moment relative times are measured from. */
  now: Date;
  /** The reader's username: only the author (same username, doc 2 §6) sees Editar and Deletar. */
  currentUsername?: string;
  /** Depth of this comment: 0 for a top-level comment. */
  level?: number;
  /** Comments whose vote waits for the live update (doc 2 §4): their buttons stay disabled. */
  pendingVoteIds?: ReadonlySet<CommentId>;
  /** A slot under a comment, e.g. the reply creator the app opened for it. */
  renderBelow?: (comment: Comment) => ReactNode;
  /** The vote after the press: the same direction again removes it (`'none'`), doc 2 §4. */
  onVote?: (vote: { commentId: CommentId; direction: VoteDirection }) => void;
  onEdit?: (edit: { commentId: CommentId; text: string }) => void;
  /** Called after "Tem certeza que deseja deletar este comentário?" was confirmed. */
  onDelete?: (request: { commentId: CommentId }) => void;
  /** Where the reply goes (doc 2 §9: at level 3 the parent's creator opens). */
  onReply?: (request: { target: ReplyTarget }) => void;
  onMoreReplies?: (request: { commentId: CommentId }) => void;
};

/** A comment with its nested replies (doc 2 §4, §5, §6, §9). */
export function CommentItem({
  comment,
  now,
  currentUsername,
  level = 0,
  pendingVoteIds,
  renderBelow,
  onVote,
  onEdit,
  onDelete,
  onReply,
  onMoreReplies,
  className,
  ...rest
}: CommentItemProps) {
  const authorId = useId();
  const [isEditing, setEditing] = useState(false);
  const indent = replyIndent(level);
  const role = roleBadge(comment.author.roleName, 'comment');
  const isAuthor = isCommentAuthor(comment, currentUsername);
  const isSignedIn = currentUsername !== undefined;
  const isVotePending = pendingVoteIds?.has(comment.id) ?? false;
  const canAct = !comment.isDeleted;
  const isMoreShown = hasMoreReplies(comment);

  const vote = (pressed: 'up' | 'down') =>
    onVote?.({ commentId: comment.id, direction: toggleVoteDirection(comment.myVote, pressed) });
  const voteButton = (direction: 'up' | 'down', value: number) => (
    <Button
      size="sm"
      emphasis={comment.myVote === direction ? 'soft' : 'ghost'}
      tone={direction === 'up' ? 'success' : 'danger'}
      aria-pressed={comment.myVote === direction}
      disabled={!isSignedIn || isVotePending || !canAct}
      onClick={() => vote(direction)}
    >
      <Icon name={direction === 'up' ? 'arrowUp' : 'arrowDown'} size={14} />
      <VisuallyHidden>{direction === 'up' ? texts.comment.upvote : texts.comment.downvote}</VisuallyHidden>
      <span className={styles.count}>{value}</span>
    </Button>
  );
  const childProps = {
    now,
    currentUsername,
    pendingVoteIds,
    renderBelow,
    onVote,
    onEdit,
    onDelete,
    onReply,
    onMoreReplies,
  };

  return (
    <article aria-labelledby={authorId} data-level={indent} {...rest} className={cx(styles.root, className)}>
      <div className={styles.body}>
        <Avatar username={comment.author.username} src={comment.author.avatar} size="sm" />
        <div className={styles.main}>
          <div className={styles.head}>
            <span id={authorId} className={styles.author}>
              {comment.author.username}
            </span>
            {role ? <Badge tone={role.tone}>{role.label}</Badge> : null}
            {comment.createdAt ? (
              <time className={styles.time} dateTime={comment.createdAt}>
                {formatCommentTime(now, comment.createdAt)}
              </time>
            ) : null}
          </div>
          {isEditing ? (
            <CommentEditor
              initialText={comment.text}
              onCancel={() => setEditing(false)}
              onSave={({ text }) => {
                setEditing(false);
                onEdit?.({ commentId: comment.id, text });
              }}
            />
          ) : (
            <p className={styles.text} data-deleted={comment.isDeleted}>
              {comment.isDeleted ? POST_CARD_TEXTS.deletedComment : comment.text}
            </p>
          )}
          {isEditing ? null : (
            <div className={styles.actions}>
              {voteButton('up', comment.upvotes)}
              {voteButton('down', comment.downvotes)}
              {isSignedIn && canAct ? (
                <Button
                  size="sm"
                  emphasis="ghost"
                  tone="default"
                  onClick={() => onReply?.({ target: replyTarget(comment, level) })}
                >
                  <Icon name="reply" size={14} />
                  {texts.comment.reply}
                </Button>
              ) : null}
              {isAuthor && canAct ? (
                <>
                  <Button size="sm" emphasis="ghost" tone="default" onClick={() => setEditing(true)}>
                    <Icon name="edit" size={14} />
                    {texts.comment.edit}
                  </Button>
                  <ConfirmDialog
                    question={POST_CARD_TEXTS.confirmDeleteComment}
                    confirmLabel={texts.comment.delete}
                    onConfirm={() => onDelete?.({ commentId: comment.id })}
                    trigger={
                      <Button size="sm" emphasis="ghost" tone="danger">
                        <Icon name="trash" size={14} />
                        {texts.comment.delete}
                      </Button>
                    }
                  />
                </>
              ) : null}
            </div>
          )}
        </div>
      </div>
      {renderBelow?.(comment)}
      {comment.replies.length > 0 || isMoreShown ? (
        <ul
          className={styles.replies}
          data-flat={replyIndent(level + 1) === indent}
          aria-label={`${texts.comment.replies}: ${comment.author.username}`}
        >
          {sortComments(comment.replies, now).map((reply) => (
            <li key={reply.id} className={styles.root}>
              <CommentItem {...childProps} level={level + 1} comment={reply} />
            </li>
          ))}
          {isMoreShown ? (
            <li className={styles.root}>
              <div>
                <Button
                  size="sm"
                  emphasis="ghost"
                  tone="primary"
                  onClick={() => onMoreReplies?.({ commentId: comment.id })}
                >
                  {texts.comment.moreReplies}
                </Button>
              </div>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
