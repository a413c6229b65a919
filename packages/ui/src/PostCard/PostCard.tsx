import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  buildPostLink,
  canEditPost,
  categoryDisplayName,
  categoryTone,
  formatPostTime,
  isPostNoticeShown,
  POST_CARD_TEXTS,
  POST_ERROR_TEXTS,
  POST_HIGHLIGHT_MS,
  type PollOptionId,
  type Post,
  type PostId,
  roleBadge,
  type UserId,
} from '@vizinhos/domain';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../AlertDialog/AlertDialog.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Callout } from '../Callout/Callout.tsx';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { PollResults } from '../PollResults/PollResults.tsx';
import { Toast } from '../Toast/Toast.tsx';
import { texts } from '../texts/texts.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './PostCard.css.ts';
import { PostEvent } from './PostEvent.tsx';
import { PostVotes } from './PostVotes.tsx';

/** Props of PostCard. */
export type PostCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  post: Post;
  /** The moment relative times are measured from (a prop, so stories never read the clock). */
  now: Date;
  /** The reader; undefined when anonymous (read only, doc 2 §6). */
  currentUserId?: UserId;
  /** Origin of the share link (`{origin}/posts/{id}`, doc 2 §2). */
  origin: string;
  /** The vote waiting for the live confirmation (doc 2 §4). */
  pendingVote?: 'up' | 'down' | null;
  /** The poll answer is on its way. */
  isPollVoting?: boolean;
  /** Plays the 2-second highlight (a new or just-opened post). */
  isHighlighted?: boolean;
  /** The comment section under the post. */
  comments?: ReactNode;
  /** Heading level of the title in the page outline. */
  titleAs?: 'h2' | 'h3';
  onVote?: (vote: { postId: PostId; direction: 'up' | 'down' }) => void;
  onPollVote?: (vote: { postId: PostId; optionId: PollOptionId }) => void;
  onFlag?: (request: { postId: PostId }) => void;
  /** Copy `url`; a rejected promise means the copy failed and no toast shows. */
  onShare?: (request: { postId: PostId; url: string }) => void | Promise<void>;
  onEdit?: (request: { postId: PostId }) => void;
  /** Called after the reader confirmed "Tem certeza que deseja excluir esta postagem?". */
  onDelete?: (request: { postId: PostId }) => void;
  onDownloadIcs?: (request: { postId: PostId }) => void;
  onToggleComments?: (request: { postId: PostId }) => void;
};

/** One post of the timeline (doc 2 §2, §4): every rule it shows comes from @vizinhos/domain. */
export function PostCard({
  post,
  now,
  currentUserId,
  origin,
  pendingVote = null,
  isPollVoting = false,
  isHighlighted = false,
  comments,
  titleAs: Title = 'h3',
  onVote,
  onPollVote,
  onFlag,
  onShare,
  onEdit,
  onDelete,
  onDownloadIcs,
  onToggleComments,
  className,
  style,
  ...rest
}: PostCardProps) {
  const titleId = useId();
  const [isRevealed, setRevealed] = useState(false);
  const [isCopied, setCopied] = useState(false);
  const isSignedIn = currentUserId !== undefined;
  const isAuthor = canEditPost(post, currentUserId);
  const role = roleBadge(post.author.roleName, 'comment');
  const isNoticeShown = isPostNoticeShown(post, isRevealed);

  const share = async () => {
    try {
      await onShare?.({ postId: post.id, url: buildPostLink(origin, post.id) });
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Toast.Provider>
      <Card asChild>
        <article
          aria-labelledby={titleId}
          data-highlighted={isHighlighted}
          data-hidden={isNoticeShown}
          {...rest}
          style={{
            ...style,
            ...assignInlineVars({ [styles.highlightDurationVar]: `${POST_HIGHLIGHT_MS}ms` }),
          }}
          className={cx(styles.root, className)}
        >
          <header className={styles.header}>
            <Avatar username={post.author.username} src={post.author.avatar} />
            <div className={styles.byline}>
              <span className={styles.authorRow}>
                <span className={styles.author}>{post.author.username}</span>
                {role ? <Badge tone={role.tone}>{role.label}</Badge> : null}
              </span>
              <span className={styles.meta}>
                {post.createdAt ? (
                  <time dateTime={post.createdAt}>{formatPostTime(now, post.createdAt)}</time>
                ) : null}
              </span>
            </div>
            <Badge tone={categoryTone(post.category)}>{categoryDisplayName(post.category)}</Badge>
          </header>

          {isNoticeShown ? (
            <Callout tone="warning" icon="eye" className={styles.notice}>
              <Title id={titleId} className={styles.text}>
                {POST_CARD_TEXTS.hiddenNotice}
              </Title>
              <div>
                <Button size="sm" emphasis="outline" tone="warning" onClick={() => setRevealed(true)}>
                  {POST_CARD_TEXTS.showAnyway}
                </Button>
              </div>
            </Callout>
          ) : (
            <>
              <Title id={titleId} className={styles.title}>
                {post.title}
              </Title>
              {post.text ? <p className={styles.text}>{post.text}</p> : null}
              {post.imageUrl ? (
                <img
                  src={post.imageUrl}
                  alt={`${texts.post.imageAlt}: ${post.title}`}
                  className={styles.image}
                />
              ) : null}
              {post.kind === 'poll' ? (
                <PollResults
                  options={post.pollOptions}
                  userId={currentUserId}
                  canVote={isSignedIn}
                  isVoting={isPollVoting}
                  onVote={({ optionId }) => onPollVote?.({ postId: post.id, optionId })}
                />
              ) : null}
              {post.kind === 'event' && post.eventDate ? (
                <PostEvent
                  postId={post.id}
                  date={post.eventDate}
                  links={post.calendarLinks}
                  onDownloadIcs={onDownloadIcs}
                />
              ) : null}
            </>
          )}

          <footer className={styles.footer}>
            <PostVotes
              postId={post.id}
              upvotes={post.upvotes}
              downvotes={post.downvotes}
              myVote={post.myVote}
              pendingVote={pendingVote}
              canVote={isSignedIn}
              onVote={onVote}
            />
            <Button
              size="sm"
              emphasis="ghost"
              tone="default"
              onClick={() => onToggleComments?.({ postId: post.id })}
            >
              <Icon name="comment" />
              <span>{texts.post.comments}</span>
              <span className={styles.count}>{post.commentCount}</span>
            </Button>
            <span className={styles.spacer} />
            {isSignedIn ? (
              <IconButton
                icon="flag"
                aria-label={texts.post.flag}
                onClick={() => onFlag?.({ postId: post.id })}
              />
            ) : null}
            <IconButton icon="share" aria-label={texts.post.share} onClick={share} />
            {isAuthor ? (
              <>
                <IconButton
                  icon="edit"
                  aria-label={texts.post.edit}
                  onClick={() => onEdit?.({ postId: post.id })}
                />
                <ConfirmDialog
                  question={POST_CARD_TEXTS.confirmDeletePost}
                  confirmLabel={texts.post.delete}
                  onConfirm={() => onDelete?.({ postId: post.id })}
                  trigger={<IconButton icon="trash" tone="danger" aria-label={texts.post.delete} />}
                />
              </>
            ) : null}
          </footer>
          {comments}
        </article>
      </Card>
      <Toast.Root tone="success" open={isCopied} onOpenChange={setCopied}>
        <Toast.Title>{POST_ERROR_TEXTS.shareCopied}</Toast.Title>
      </Toast.Root>
    </Toast.Provider>
  );
}
