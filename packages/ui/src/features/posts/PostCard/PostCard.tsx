import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { BadgeTone, PollOptionId, PollSummary, Post, PostId, RoleBadge } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../primitives/AlertDialog/ConfirmDialog.tsx';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { VoteButtons } from '../../../primitives/VoteButtons/VoteButtons.tsx';
import { cx } from '../../../utils/cx.ts';
import { editorTexts } from '../../editor/index.ts';
import { PostEvent, type PostEventProps } from '../../events/index.ts';
import { messagingTexts, preloadConversationPicker } from '../../messaging/index.ts';
import { moderationUiTexts, preloadReportDialog } from '../../moderation/index.ts';
import { PollResults } from '../../polls/index.ts';
import { postsTexts } from '../posts.texts.ts';
import * as styles from './PostCard.css.ts';

/** Props of PostCard. */
export type PostCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  post: Post;
  /** The author's role badge (the domain's roleBadge), if any. */
  authorRole?: RoleBadge | undefined;
  /** The post's relative time (the domain's formatPostTime), shown in its <time>. */
  timeLabel?: string | undefined;
  /** The category's name and badge tone (the domain's categoryDisplayName and categoryTone). */
  categoryLabel: string;
  categoryTone: BadgeTone;
  /** The reader is signed in: votes, poll answers and flags are open (spec: Roles and permissions). */
  isSignedIn?: boolean;
  /** The reader wrote the post: edit and delete show (the domain's canEditPost). */
  canEdit?: boolean;
  /** Hidden by the community (the domain's isPostHidden): a notice covers it until revealed. */
  isHidden?: boolean;
  /**
   * The reader blocked the author (spec 3: Collapsed content): collapsed as "Conteúdo de um morador
   * bloqueado" until "Mostrar mesmo assim", like a hidden post; for the reader alone.
   */
  isFromBlocked?: boolean;
  /**
   * The reader chose "Mostrar mesmo assim" for this post: kept by the caller, so the choice holds when
   * the card is rendered again (a virtualised list, the post's own page). Left out, the card keeps it.
   */
  isRevealed?: boolean;
  /** "Mostrar mesmo assim" was chosen (spec: States and transitions). */
  onReveal?: (request: { postId: PostId }) => void;
  /** The share link (`{origin}/posts/{id}`, the domain's buildPostLink, spec: Screens and routes). */
  shareUrl: string;
  /** A poll's results for the reader (the domain's summarizePoll); required for a poll post. */
  pollSummary?: PollSummary | undefined;
  /** An event's date as the reader reads it (the domain's formatEventDate). */
  eventDateLabel?: string | undefined;
  /** The vote waiting for the live confirmation (spec: States and transitions). */
  pendingVote?: 'up' | 'down' | null;
  /** The poll answer is on its way. */
  isPollVoting?: boolean;
  /** Plays the highlight for this long (a new or just-opened post; the domain's POST_HIGHLIGHT_MS). */
  highlightMs?: number | undefined;
  /** The poll answer failed (spec: Error catalogue: "Erro ao votar na enquete"). */
  pollError?: string | undefined;
  /** A calendar action failed (spec: Error catalogue: the calendar texts). */
  eventError?: string | undefined;
  /** The neighbourhood's calendar feed under the event, once the reader asked to subscribe. */
  eventFeed?: ReactNode;
  /** The comment section under the post. */
  comments?: ReactNode;
  /** The comment section is open: the Comentários button says so (`aria-expanded`). */
  isCommentsOpen?: boolean;
  /** The security map card of a Segurança post with a location, under its text (hidden with the post). */
  map?: ReactNode;
  /** Heading level of the title in the page outline. */
  titleAs?: 'h1' | 'h2' | 'h3';
  onVote?: (vote: { postId: PostId; direction: 'up' | 'down' }) => void;
  onPollVote?: (vote: { postId: PostId; optionId: PollOptionId }) => void;
  onFlag?: (request: { postId: PostId }) => void;
  /** The reader reported this post (the domain's postCardView): "Você reportou esta postagem" shows (spec 3: Own report). */
  isReportedByReader?: boolean;
  /** The withdrawal is on its way: "Retirar denúncia" waits. */
  isWithdrawingReport?: boolean;
  /** "Retirar denúncia": withdraws the reader's own pending report. */
  onWithdrawReport?: (request: { postId: PostId }) => void;
  /** "Compartilhar": the page copies or shares `url` and says how it went (the card keeps no state of it). */
  onShare?: (request: { postId: PostId; url: string }) => void;
  /** "Compartilhar em conversa": the reader picks a conversation to send the post into (signed in only). */
  onShareInConversation?: (request: { postId: PostId }) => void;
  onEdit?: (request: { postId: PostId }) => void;
  /** Called after the reader confirmed "Tem certeza que deseja excluir esta postagem?". */
  onDelete?: (request: { postId: PostId }) => void;
  onDownloadIcs?: (request: { postId: PostId }) => void;
  onMissingCalendarLink?: PostEventProps['onMissingLink'];
  onOpenCalendarLink?: PostEventProps['onOpenLink'];
  onSubscribeCalendar?: (request: { postId: PostId }) => void;
  onToggleComments?: (request: { postId: PostId }) => void;
  /** The pointer, focus or a finger came to "Comentários": the app fetches the section's code. */
  onCommentsIntent?: () => void;
  /**
   * The image's fetch priority: `high` for a card the first screen shows before any script (the
   * page the server paints), `low` for one below it; the browser's own choice when left out.
   */
  imageFetchPriority?: 'high' | 'low' | undefined;
};

/** One post of the timeline (spec: Screens and routes, States and transitions): every rule it shows comes in computed by the domain. */
export function PostCard({
  post,
  authorRole,
  timeLabel,
  categoryLabel,
  categoryTone,
  isSignedIn = false,
  canEdit = false,
  isHidden = false,
  isFromBlocked = false,
  isRevealed: isRevealedByCaller,
  onReveal,
  shareUrl,
  pollSummary,
  eventDateLabel,
  pendingVote = null,
  isPollVoting = false,
  highlightMs,
  pollError,
  eventError,
  eventFeed,
  comments,
  isCommentsOpen,
  map,
  titleAs: Title = 'h3',
  imageFetchPriority,
  onVote,
  onPollVote,
  onFlag,
  isReportedByReader = false,
  isWithdrawingReport = false,
  onWithdrawReport,
  onShare,
  onShareInConversation,
  onEdit,
  onDelete,
  onDownloadIcs,
  onMissingCalendarLink,
  onOpenCalendarLink,
  onSubscribeCalendar,
  onToggleComments,
  onCommentsIntent,
  className,
  style,
  ...rest
}: PostCardProps) {
  const titleId = useId();
  const [isRevealedHere, setRevealed] = useState(false);
  // "Mostrar mesmo assim" goes away with the notice: the focus moves to the revealed title, not to the page.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isRevealing, setRevealing] = useState(false);
  const isRevealed = isRevealedByCaller ?? isRevealedHere;
  const isNoticeShown = (isHidden || isFromBlocked) && !isRevealed;
  const isHighlighted = highlightMs !== undefined;
  useEffect(() => {
    if (!isRevealing || isNoticeShown) return;
    titleRef.current?.focus();
    setRevealing(false);
  }, [isRevealing, isNoticeShown]);

  return (
    <Card asChild>
      <Stack gap="md" asChild>
        <article
          aria-labelledby={titleId}
          data-highlighted={isHighlighted}
          data-hidden={isNoticeShown}
          {...rest}
          style={{
            ...style,
            ...(isHighlighted ? assignInlineVars({ [styles.highlightDurationVar]: `${highlightMs}ms` }) : {}),
          }}
          className={cx(styles.root, className)}
        >
          <Inline wrap={false} asChild>
            <header className={styles.header}>
              <Avatar username={post.author.username} src={post.author.avatar} />
              <Stack gap="none" className={styles.byline}>
                <Inline gap="xs" asChild>
                  <span>
                    <span className={styles.author}>{post.author.username}</span>
                    {authorRole ? <Badge tone={authorRole.tone}>{authorRole.label}</Badge> : null}
                  </span>
                </Inline>
                <span className={styles.meta}>
                  {post.createdAt ? <time dateTime={post.createdAt}>{timeLabel}</time> : null}
                  {post.objectivityScore === undefined ? null : (
                    // spec: Entities and their fields: the post's objectivity_score, beside its time.
                    <span> · {editorTexts.cardScore(post.objectivityScore)}</span>
                  )}
                </span>
              </Stack>
              <Badge tone={categoryTone}>{categoryLabel}</Badge>
            </header>
          </Inline>

          {isNoticeShown ? (
            <Callout tone="warning" icon="eye" className={styles.notice}>
              <Title id={titleId} className={styles.text}>
                {isFromBlocked ? moderationUiTexts.blockedContent : postsTexts.hiddenNotice}
              </Title>
              <div>
                <Button
                  size="sm"
                  emphasis="outline"
                  tone="warning"
                  onClick={() => {
                    setRevealed(true);
                    setRevealing(true);
                    onReveal?.({ postId: post.id });
                  }}
                >
                  {postsTexts.showAnyway}
                </Button>
              </div>
            </Callout>
          ) : (
            <>
              <Title id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
                {post.title}
              </Title>
              {post.text ? <p className={styles.text}>{post.text}</p> : null}
              {post.imageUrl ? (
                <img
                  src={post.imageUrl}
                  // The author's description when given (the editor's alt-text field), else a generic one.
                  alt={post.imageAlt ?? `${postsTexts.imageAlt}: ${post.title}`}
                  // The editor saves 500 × 300 (imageFrame.ts): the card keeps that box before it loads.
                  width={500}
                  height={300}
                  fetchPriority={imageFetchPriority}
                  className={styles.image}
                />
              ) : null}
              {post.kind === 'poll' && pollSummary ? (
                <PollResults
                  options={post.pollOptions}
                  summary={pollSummary}
                  canVote={isSignedIn}
                  isVoting={isPollVoting}
                  errorText={pollError}
                  onVote={({ optionId }) => onPollVote?.({ postId: post.id, optionId })}
                />
              ) : null}
              {post.kind === 'event' && post.eventDate ? (
                <PostEvent
                  postId={post.id}
                  date={post.eventDate}
                  dateLabel={eventDateLabel}
                  links={post.calendarLinks}
                  errorText={eventError}
                  feed={eventFeed}
                  onDownloadIcs={onDownloadIcs}
                  onMissingLink={onMissingCalendarLink}
                  onOpenLink={onOpenCalendarLink}
                  onSubscribe={onSubscribeCalendar}
                />
              ) : null}
              {map}
            </>
          )}

          {isReportedByReader ? (
            <Inline asChild>
              <p className={styles.ownReport}>
                <span>{postsTexts.reportedByReader}</span>
                <Button
                  size="sm"
                  emphasis="outline"
                  tone="default"
                  isLoading={isWithdrawingReport}
                  onClick={() => onWithdrawReport?.({ postId: post.id })}
                >
                  {postsTexts.withdrawReport}
                </Button>
              </p>
            </Inline>
          ) : null}

          <Inline gap="xs" asChild>
            <footer className={styles.footer}>
              <VoteButtons
                upvotes={post.upvotes}
                downvotes={post.downvotes}
                value={post.myVote}
                pendingDirection={pendingVote}
                isDisabled={!isSignedIn}
                upLabel={postsTexts.upvote}
                downLabel={postsTexts.downvote}
                onVote={({ direction }) => onVote?.({ postId: post.id, direction })}
              />
              <Button
                size="sm"
                emphasis="ghost"
                tone="default"
                aria-expanded={isCommentsOpen}
                onPointerEnter={onCommentsIntent}
                onFocus={onCommentsIntent}
                onTouchStart={onCommentsIntent}
                onClick={() => onToggleComments?.({ postId: post.id })}
              >
                <Icon name="comment" />
                <span>{postsTexts.comments}</span>
                <span className={styles.count}>{post.commentCount}</span>
              </Button>
              <span className={styles.spacer} />
              {isSignedIn ? (
                <IconButton
                  icon="flag"
                  aria-label={postsTexts.flag}
                  // The report dialog's chunk comes while the hand moves.
                  onPointerEnter={preloadReportDialog}
                  onFocus={preloadReportDialog}
                  onTouchStart={preloadReportDialog}
                  onClick={() => onFlag?.({ postId: post.id })}
                />
              ) : null}
              <IconButton
                icon="share"
                aria-label={postsTexts.share}
                onClick={() => onShare?.({ postId: post.id, url: shareUrl })}
              />
              {isSignedIn && onShareInConversation ? (
                <IconButton
                  icon="message"
                  aria-label={messagingTexts.shareInConversation}
                  onPointerEnter={preloadConversationPicker}
                  onFocus={preloadConversationPicker}
                  onTouchStart={preloadConversationPicker}
                  onClick={() => onShareInConversation({ postId: post.id })}
                />
              ) : null}
              {canEdit ? (
                <>
                  <IconButton
                    icon="edit"
                    aria-label={postsTexts.edit}
                    onClick={() => onEdit?.({ postId: post.id })}
                  />
                  <ConfirmDialog
                    question={postsTexts.confirmDeletePost}
                    confirmLabel={postsTexts.delete}
                    onConfirm={() => onDelete?.({ postId: post.id })}
                    trigger={<IconButton icon="trash" tone="danger" aria-label={postsTexts.delete} />}
                  />
                </>
              ) : null}
            </footer>
          </Inline>
          {comments}
        </article>
      </Stack>
    </Card>
  );
}
