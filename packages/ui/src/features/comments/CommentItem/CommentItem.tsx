import type { Comment, CommentId, CommentView, ReplyTarget, VoteDirection } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../../primitives/AlertDialog/ConfirmDialog.tsx';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VoteButtons } from '../../../primitives/VoteButtons/VoteButtons.tsx';
import { cx } from '../../../utils/cx.ts';
import { moderationUiTexts, preloadReportDialog } from '../../moderation/index.ts';
import { CommentEditor } from '../CommentEditor/CommentEditor.tsx';
import { commentsTexts } from '../comments.texts.ts';
import * as styles from './CommentItem.css.ts';

/** Props of CommentItem. */
export type CommentItemProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  view: CommentView;
  /** The reader is signed in: votes and replies are open (spec: Roles and permissions). */
  isSignedIn?: boolean;
  /** Comments whose vote waits for the live update (spec: States and transitions): their buttons stay disabled. */
  pendingVoteIds?: ReadonlySet<CommentId>;
  /**
   * Residents the reader blocked (spec 3: Collapsed content): their comments show "Conteúdo de um
   * morador bloqueado" until "Mostrar mesmo assim"; their replies' own authors decide for them.
   */
  blockedAuthorIds?: ReadonlySet<string>;
  /** Whether an edited text may be saved: the caller passes the domain's canSendCommentText. */
  canSendText: (text: string) => boolean;
  /** A slot under a comment, e.g. the reply creator the app opened for it. */
  renderBelow?: (comment: Comment) => ReactNode;
  /** The vote after the press: the same direction again removes it (`'none'`), spec: States and transitions. */
  onVote?: (vote: { commentId: CommentId; direction: VoteDirection }) => void;
  /** The edited text; when it answers `false` (the save failed) the editor stays open with the text. */
  onEdit?: (edit: { commentId: CommentId; text: string }) => Promise<boolean> | undefined;
  /** Called after "Tem certeza que deseja deletar este comentário?" was confirmed. */
  onDelete?: (request: { commentId: CommentId }) => void;
  /** Where the reply goes (spec: Business constants and limits: at level 3 the parent's creator opens). */
  onReply?: (request: { target: ReplyTarget }) => void;
  onMoreReplies?: (request: { commentId: CommentId }) => void;
  /** "Reportar" on another resident's comment (spec 3: Report dialog); the caller opens the dialog. */
  onReport?: (request: { commentId: CommentId }) => void;
};

/** A comment with its nested replies (spec: States and transitions, Validation rules, Roles and permissions, Business constants and limits). */
export function CommentItem({
  view,
  isSignedIn = false,
  pendingVoteIds,
  blockedAuthorIds,
  canSendText,
  renderBelow,
  onVote,
  onEdit,
  onDelete,
  onReply,
  onMoreReplies,
  onReport,
  className,
  ...rest
}: CommentItemProps) {
  const authorId = useId();
  // The text being edited; undefined while the comment is not in edit.
  const [editText, setEditText] = useState<string | undefined>(undefined);
  const isEditing = editText !== undefined;
  const { comment, authorRole, canEdit, indent } = view;
  const isVotePending = pendingVoteIds?.has(comment.id) ?? false;
  const canAct = !comment.isDeleted;
  const isMoreShown = view.hasMoreReplies;
  const [isRevealed, setRevealed] = useState(false);
  const isCollapsed =
    !comment.isDeleted &&
    !isRevealed &&
    comment.author.id !== undefined &&
    (blockedAuthorIds?.has(comment.author.id) ?? false);

  const childProps = {
    isSignedIn,
    pendingVoteIds,
    blockedAuthorIds,
    canSendText,
    renderBelow,
    onVote,
    onEdit,
    onDelete,
    onReply,
    onMoreReplies,
    onReport,
  };

  return (
    <Stack gap="xs" asChild>
      <article
        aria-labelledby={authorId}
        data-level={indent}
        {...rest}
        className={cx(styles.root, className)}
      >
        <Inline align="start" wrap={false} className={styles.body}>
          <Avatar username={comment.author.username} src={comment.author.avatar} size="sm" />
          <Stack gap="xs" className={styles.main}>
            <Inline gap="xs" className={styles.head}>
              <span id={authorId} className={styles.author}>
                {comment.author.username}
              </span>
              {authorRole ? <Badge tone={authorRole.tone}>{authorRole.label}</Badge> : null}
              {comment.createdAt ? (
                <time className={styles.time} dateTime={comment.createdAt}>
                  {view.timeLabel}
                </time>
              ) : null}
            </Inline>
            {isCollapsed ? (
              <Inline gap="xxs">
                <p className={styles.text} data-deleted="true">
                  {moderationUiTexts.blockedContent}
                </p>
                <Button size="sm" emphasis="outline" tone="default" onClick={() => setRevealed(true)}>
                  {moderationUiTexts.showAnyway}
                </Button>
              </Inline>
            ) : isEditing ? (
              <CommentEditor
                text={editText}
                canSend={canSendText(editText)}
                onTextChange={({ text }) => setEditText(text)}
                onCancel={() => setEditText(undefined)}
                onSave={async ({ text }) => {
                  // Nothing typed is lost: the editor closes only once the save went through.
                  const saved = await onEdit?.({ commentId: comment.id, text });
                  if (saved !== false) setEditText(undefined);
                }}
              />
            ) : (
              <p className={styles.text} data-deleted={comment.isDeleted}>
                {comment.isDeleted ? commentsTexts.deletedComment : comment.text}
              </p>
            )}
            {isEditing || isCollapsed ? null : (
              <Inline gap="xxs">
                <VoteButtons
                  size="sm"
                  upvotes={comment.upvotes}
                  downvotes={comment.downvotes}
                  value={comment.myVote}
                  isDisabled={!isSignedIn || isVotePending || !canAct}
                  upLabel={commentsTexts.upvote}
                  downLabel={commentsTexts.downvote}
                  onVote={({ next }) => onVote?.({ commentId: comment.id, direction: next })}
                />
                {isSignedIn && canAct ? (
                  <Button
                    size="sm"
                    emphasis="ghost"
                    tone="default"
                    onClick={() => onReply?.({ target: view.replyTarget })}
                  >
                    <Icon name="reply" size={14} />
                    {commentsTexts.reply}
                  </Button>
                ) : null}
                {isSignedIn && canAct && !canEdit && onReport ? (
                  <Button
                    size="sm"
                    emphasis="ghost"
                    tone="default"
                    aria-label={`${commentsTexts.reportLabel} ${comment.author.username}`}
                    // The report dialog's chunk comes while the hand moves.
                    onPointerEnter={preloadReportDialog}
                    onFocus={preloadReportDialog}
                    onTouchStart={preloadReportDialog}
                    onClick={() => onReport({ commentId: comment.id })}
                  >
                    <Icon name="flag" size={14} />
                    {commentsTexts.report}
                  </Button>
                ) : null}
                {canEdit && canAct ? (
                  <>
                    <Button
                      size="sm"
                      emphasis="ghost"
                      tone="default"
                      onClick={() => setEditText(comment.text)}
                    >
                      <Icon name="edit" size={14} />
                      {commentsTexts.edit}
                    </Button>
                    <ConfirmDialog
                      question={commentsTexts.confirmDeleteComment}
                      confirmLabel={commentsTexts.delete}
                      onConfirm={() => onDelete?.({ commentId: comment.id })}
                      trigger={
                        <Button size="sm" emphasis="ghost" tone="danger">
                          <Icon name="trash" size={14} />
                          {commentsTexts.delete}
                        </Button>
                      }
                    />
                  </>
                ) : null}
              </Inline>
            )}
          </Stack>
        </Inline>
        {renderBelow?.(comment)}
        {view.replies.length > 0 || isMoreShown ? (
          <Stack gap="md" asChild>
            <ul
              className={styles.replies}
              data-flat={view.areRepliesFlat}
              aria-label={`${commentsTexts.replies}: ${comment.author.username}`}
            >
              {view.replies.map((reply) => (
                <Stack key={reply.comment.id} gap="xs" asChild>
                  <li className={styles.root}>
                    <CommentItem {...childProps} view={reply} />
                  </li>
                </Stack>
              ))}
              {isMoreShown ? (
                <Stack gap="xs" asChild>
                  <li className={styles.root}>
                    <div>
                      <Button
                        size="sm"
                        emphasis="ghost"
                        tone="primary"
                        onClick={() => onMoreReplies?.({ commentId: comment.id })}
                      >
                        {commentsTexts.moreReplies}
                      </Button>
                    </div>
                  </li>
                </Stack>
              ) : null}
            </ul>
          </Stack>
        ) : null}
      </article>
    </Stack>
  );
}
