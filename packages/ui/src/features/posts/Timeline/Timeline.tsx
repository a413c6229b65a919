import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { NewPostsPill } from '../NewPostsPill/NewPostsPill.tsx';
import type { PostCardProps } from '../PostCard/PostCard.tsx';
import { PostCardSkeleton } from '../PostCard/PostCardSkeleton.tsx';
import { postsTexts } from '../posts.texts.ts';
import { ReconnectingBanner } from '../ReconnectingBanner/ReconnectingBanner.tsx';
import { StaticPostList } from './StaticPostList.tsx';
import * as styles from './Timeline.css.ts';
import { TimelinePostList } from './TimelinePostList.tsx';

/** Props of Timeline. */
export type TimelineProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The cards, newest first, each with every prop the app computed for it (its key is `post.id`). */
  posts: ReadonlyArray<PostCardProps>;
  /** The first page: loading (skeletons), ready, or failed (`errorText` and a retry). */
  status: 'loading' | 'ready' | 'error';
  /** The server may have older posts (the last page was not empty). */
  hasMore: boolean;
  /** The next page is on its way. */
  isLoadingMore?: boolean;
  /** Called once when the reader comes within 1000 px of the end (spec: Business constants). */
  onLoadMore: () => void;
  /** Shown with status `error`; defaults to a generic sentence. */
  errorText?: string | undefined;
  /** Retry after an error: the first page, or the page that failed when cards are shown. */
  onRetry?: () => void;
  /** Above the list: the post editor. */
  header?: ReactNode;
  /** The live connection is down: the banner shows above the list. */
  isReconnecting?: boolean;
  /** Posts that arrived and are held back: the "N novidades" pill shows when above 0. */
  newPostCount?: number;
  /** Show the held-back posts; the Timeline then scrolls to the top and focuses the first card. */
  onShowNewPosts?: () => void;
  /** Animate the skeletons (off for visual snapshots). */
  isAnimated?: boolean;
  /**
   * Every card in the flow, never virtualised, nothing asked for at the end: the page the server
   * paints before the app runs (no window to measure there). Otherwise the cards flow until the
   * reader moves, then are virtualised (TimelinePostList).
   */
  isStatic?: boolean;
};

/** Three card shapes fill the first screen while the first page loads. */
const SKELETON_KEYS = ['first', 'second', 'third'] as const;

/** Focus the first card once it is in the document (after the caller's update and the scroll). */
function focusFirstCard(list: HTMLElement | null, triesLeft = 10) {
  const card = list?.querySelector<HTMLElement>('li[aria-posinset="1"] article');
  if (card) card.focus({ preventScroll: true });
  else if (triesLeft > 0) requestAnimationFrame(() => focusFirstCard(list, triesLeft - 1));
}

/**
 * The timeline (spec: Timeline): the editor slot, the reconnecting banner, the "N novidades" pill,
 * the virtualised cards with infinite scroll, and the loading, empty, end and error states.
 */
export function Timeline({
  posts,
  status,
  hasMore,
  isLoadingMore = false,
  onLoadMore,
  errorText,
  onRetry,
  header,
  isReconnecting = false,
  newPostCount = 0,
  onShowNewPosts,
  isAnimated = true,
  isStatic = false,
  className,
  ...rest
}: TimelineProps) {
  const aboveRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const hasCards = status !== 'loading' && posts.length > 0;
  const error = (
    <Callout tone="danger" role="alert" className={cx(styles.error, styles.state)}>
      <p className={styles.errorText}>{errorText ?? postsTexts.loadFailed}</p>
      {onRetry ? (
        <Button size="sm" emphasis="outline" tone="danger" onClick={() => onRetry()}>
          {postsTexts.retry}
        </Button>
      ) : null}
    </Callout>
  );

  const showNewPosts = () => {
    onShowNewPosts?.();
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => focusFirstCard(listRef.current));
  };

  return (
    // The timeline column: the editor slot, the notices, the list and its footer. No gap: the empty
    // live regions and the pill's dock take no room, so each part spaces itself.
    <Stack gap="none" {...rest} className={className}>
      {/* The part above the list whose height can change (its offset on the page is re-read then). */}
      <Stack gap="none" ref={aboveRef}>
        <div className={styles.header}>{header}</div>
        <ReconnectingBanner isReconnecting={isReconnecting} />
      </Stack>
      <div className={styles.pillDock}>
        <NewPostsPill count={newPostCount} onShow={showNewPosts} />
      </div>
      {status === 'loading' ? (
        <Stack gap="md">
          {SKELETON_KEYS.map((key, index) => (
            // Only the first skeleton announces "Carregando...".
            <PostCardSkeleton key={key} isAnimated={isAnimated} aria-hidden={index > 0 ? true : undefined} />
          ))}
        </Stack>
      ) : null}
      {status === 'error' && !hasCards ? error : null}
      {status === 'ready' && !hasCards ? (
        <EmptyState
          className={styles.state}
          icon="comment"
          title={postsTexts.emptyTitle}
          description={postsTexts.emptyDescription}
        />
      ) : null}
      {hasCards ? (
        <>
          {isStatic ? (
            <StaticPostList aria-label={postsTexts.timeline} posts={posts} hasMore={hasMore} />
          ) : (
            <TimelinePostList
              ref={listRef}
              aria-label={postsTexts.timeline}
              posts={posts}
              hasMore={hasMore}
              isBusy={isLoadingMore || status === 'error'}
              onLoadMore={onLoadMore}
              aboveRef={aboveRef}
            />
          )}
          <Stack align="center" className={styles.footer}>
            {status === 'error' ? error : null}
            {status === 'ready' && isLoadingMore ? (
              <span className={styles.loadingMore}>
                <Spinner size="sm" label={null} />
                <span role="status">{postsTexts.loadingMore}</span>
              </span>
            ) : null}
            {status === 'ready' && !isLoadingMore && !hasMore ? <p>{postsTexts.endOfList}</p> : null}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
