import type { CommentView } from '@vizinhos/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { CommentItem, type CommentItemProps } from '../CommentItem/CommentItem.tsx';
import { commentsTexts } from '../comments.texts.ts';
import * as styles from './CommentSection.css.ts';

/** What every comment of the section does: the CommentItem callbacks, passed down the thread. */
type ItemActions = Pick<
  CommentItemProps,
  | 'isSignedIn'
  | 'pendingVoteIds'
  | 'blockedAuthorIds'
  | 'canSendText'
  | 'renderBelow'
  | 'onVote'
  | 'onEdit'
  | 'onDelete'
  | 'onReply'
  | 'onMoreReplies'
  | 'onReport'
>;

/** Props of CommentSection. */
export type CommentSectionProps = Omit<ComponentPropsWithRef<'section'>, 'children'> &
  ItemActions & {
    /** The first page: loading, ready, or failed (`errorText` and a retry). */
    status: 'loading' | 'ready' | 'error';
    /** Top-level comments in display order (the domain's commentViews). */
    views: readonly CommentView[];
    /** A full page came back, so another may exist (the domain's hasMoreComments). */
    hasMore: boolean;
    /** The next page is on its way. */
    isLoadingMore?: boolean;
    /** Shown with status `error`, or under the list when a later page failed. */
    errorText?: string | undefined;
    /** The top-level creator the caller keeps (its draft lives in the app); shown to signed-in readers. */
    creator?: ReactNode;
    onMore?: () => void;
    onRetry?: () => void;
  };

/**
 * The comment section under a post (spec: Screens and routes): the creator, or "Faça login para comentar" for an
 * anonymous reader; the comments with their replies; "Mais comentários" for the next page of 5; loading, empty and
 * error states.
 */
export function CommentSection({
  status,
  views,
  hasMore,
  isLoadingMore = false,
  errorText,
  creator,
  onMore,
  onRetry,
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
}: CommentSectionProps) {
  const itemActions = {
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
  const error = errorText ? (
    <Callout tone="danger" role="alert" className={styles.failed}>
      <span>{errorText}</span>
      {onRetry ? (
        <Button size="sm" emphasis="outline" tone="danger" onClick={() => onRetry()}>
          {commentsTexts.retry}
        </Button>
      ) : null}
    </Callout>
  ) : null;

  return (
    <Stack gap="md" asChild>
      <section aria-label={commentsTexts.section} {...rest} className={cx(styles.root, className)}>
        {isSignedIn ? creator : <p className={styles.note}>{commentsTexts.loginToComment}</p>}
        {status === 'loading' ? (
          <Inline>
            <Spinner size="sm" label={commentsTexts.loadingComments} />
            <span aria-hidden="true">{commentsTexts.loadingComments}</span>
          </Inline>
        ) : null}
        {status === 'ready' && views.length === 0 ? (
          <p className={styles.note}>{commentsTexts.empty}</p>
        ) : null}
        {views.length > 0 ? (
          <Stack gap="md" asChild>
            <ul className={styles.list} aria-label={commentsTexts.section}>
              {views.map((view) => (
                <li key={view.comment.id} className={styles.item}>
                  <CommentItem {...itemActions} view={view} />
                </li>
              ))}
            </ul>
          </Stack>
        ) : null}
        {status === 'error' || (status === 'ready' && errorText) ? error : null}
        {status === 'ready' && hasMore && views.length > 0 ? (
          <Button
            size="sm"
            emphasis="outline"
            tone="primary"
            className={styles.more}
            isLoading={isLoadingMore}
            onClick={() => onMore?.()}
          >
            {commentsTexts.moreComments}
          </Button>
        ) : null}
      </section>
    </Stack>
  );
}
