import { categoryDisplayName, formatCalendarDate, formatClockTime, readCategorySlug } from '@vizinhos/domain';
import { Timeline, VisuallyHidden } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useState } from 'react';
import { useParams } from 'react-router';
import { isBlockListSettledAtom } from '../features/moderation/index.ts';
import {
  clearPostRefusalAtom,
  discardPostAtom,
  editingPostAtom,
  loadMorePostsAtom,
  loadTimelineAtom,
  PostReportDialog,
  postSendAtom,
  postViewTexts,
  retryTimelineAtom,
  sendPostAtom,
  showNewPostsAtom,
  stopEditingPostAtom,
  type TimelineKey,
  timelinesAtom,
} from '../features/posts/index.ts';
import { connectionStatusAtom } from '../live/connectionStatus.ts';
import { useFirstPaintDone } from '../views/firstPaint.ts';
import { lazyView } from '../views/lazyView.tsx';
import { NotFoundPage } from '../views/NotFoundPage.tsx';
import { TimelineEditor } from './TimelineEditor.tsx';
import { usePostCards } from './usePostCards.tsx';
import { useStableCards } from './useStableCards.ts';

// The security map card, with the map feature's chunk (spec: Screens and routes: Segurança shows it).
// The location picker comes with the map feature's chunk (Leaflet in its own, once a map shows).
const LocationPicker = lazyView(() =>
  import('../features/map/index.ts').then((module) => module.LocationPickerHost),
);
const SecurityMapPanel = lazyView(() =>
  import('../features/map/index.ts').then((module) => module.SecurityMapPanel),
);

/**
 * Makes the cards' date formatters (Intl.DateTimeFormat, kept by the domain) before the cards need
 * them, in steps of a task each: the first Intl object of a page loads ICU's data (the locale's
 * likely subtags, then its numbers, which a date formatter uses for its digits), tens of
 * milliseconds on a phone's CPU in one piece, which would otherwise land in the render that turns
 * the first page into cards (no long task at start); loaded a part per task, then each formatter,
 * no task is long. Returns how to stop what is not done yet.
 */
function prepareDateFormats(): () => void {
  const now = new Date();
  const steps = [
    () => new Intl.Locale('pt-BR').maximize(),
    () => new Intl.NumberFormat('pt-BR').format(0),
    () => formatCalendarDate(now, 'pt-BR'),
    () => formatClockTime(now, 'pt-BR'),
  ];
  let pending: ReturnType<typeof setTimeout> | undefined;
  const next = (index: number) => {
    pending = setTimeout(() => {
      steps[index]?.();
      if (index + 1 < steps.length) next(index + 1);
    });
  };
  next(0);
  return () => clearTimeout(pending);
}

/**
 * `/` and `/categoria/:slug` (spec: Screens and routes: the timeline): every category's posts at `/`
 * (Página Inicial clears the category filter; each card shows its category's badge), one
 * category's when the address names it.
 */
export function TimelinePage() {
  const { slug } = useParams();
  const category = slug === undefined ? 'all' : readCategorySlug(slug);
  useFirstPaintDone(category === undefined);
  if (category === undefined) return <NotFoundPage />;
  return <CategoryTimeline category={category} />;
}

/** One timeline: pages, the live banner, posts held back after a reconnect. */
function CategoryTimeline({ category }: { category: TimelineKey }) {
  const headingId = useId();
  // Another category's timeline starts at its top, not where the last one was read (its list
  // would show its end, clamped to a shorter page).
  const [shownCategory, setShownCategory] = useState(category);
  useLayoutEffect(() => {
    if (shownCategory === category) return;
    setShownCategory(category);
    window.scrollTo(0, 0);
  }, [category, shownCategory]);
  const current = useAtomValue(timelinesAtom)[category];
  // The first page's cards render as a transition, so React hands the main thread back to the
  // browser between them rather than in one long task (no long task at start); the
  // loading state (or the server's painted page) shows until then. Later changes (a vote, a live
  // post) show at once, in step with the rest of each card's state (its pending vote ...).
  const deferred = useDeferredValue(current);
  // The first page waits for the block list too, so a blocked resident's post comes collapsed.
  const isBlockListSettled = useAtomValue(isBlockListSettledAtom);
  const firstPage = isBlockListSettled ? deferred : undefined;
  const [isFirstPageShown, setFirstPageShown] = useState(false);
  if (!isFirstPageShown && firstPage !== undefined && firstPage.status !== 'loading') setFirstPageShown(true);
  const timeline = isFirstPageShown ? current : firstPage;
  const connection = useAtomValue(connectionStatusAtom);
  // The banner is for a connection that went down (or failed), not for the first connect while the
  // timeline loads: that one would show it and take it away again, moving the posts.
  const [hasConnected, setHasConnected] = useState(connection === 'connected');
  if (connection === 'connected' && !hasConnected) setHasConnected(true);
  const isLiveDown = connection === 'error' || (hasConnected && connection !== 'connected');
  const load = useSetAtom(loadTimelineAtom);
  const loadMore = useSetAtom(loadMorePostsAtom);
  const retry = useSetAtom(retryTimelineAtom);
  const showNewPosts = useSetAtom(showNewPostsAtom);
  const toCards = usePostCards();
  const editingPost = useAtomValue(editingPostAtom);
  const stopEditing = useSetAtom(stopEditingPostAtom);
  const postSend = useAtomValue(postSendAtom);
  const sendPost = useSetAtom(sendPostAtom);
  const discardPost = useSetAtom(discardPostAtom);
  const clearPostRefusal = useSetAtom(clearPostRefusalAtom);
  // The server's painted first page goes in the commit that shows the cards (or the empty or failed
  // first page) in its place.
  useFirstPaintDone(timeline !== undefined && timeline.status !== 'loading');

  useEffect(() => prepareDateFormats(), []);
  useEffect(() => {
    void load(category);
  }, [load, category]);
  const onLoadMore = useCallback(() => void loadMore(category), [loadMore, category]);
  const cards = useStableCards(toCards(timeline?.posts ?? []));

  return (
    <section aria-labelledby={headingId} data-view="timeline">
      <VisuallyHidden asChild>
        <h1 id={headingId}>{category === 'all' ? postViewTexts.home : categoryDisplayName(category)}</h1>
      </VisuallyHidden>
      {category === 'Segurança' ? (
        <Suspense fallback={null}>
          <SecurityMapPanel posts={timeline?.posts ?? []} />
        </Suspense>
      ) : null}
      <Timeline
        // The post goes through the app's outbox, which shows it in the timeline once it is sent.
        header={
          <TimelineEditor
            editingPost={editingPost}
            send={postSend}
            onSend={(write) => void sendPost(write)}
            onDiscard={() => void discardPost()}
            onRefusalRead={clearPostRefusal}
            onEditDone={stopEditing}
            LocationPicker={LocationPicker}
          />
        }
        posts={cards}
        status={timeline?.status ?? 'loading'}
        hasMore={timeline?.hasMore ?? true}
        isLoadingMore={timeline?.isLoadingMore ?? false}
        onLoadMore={onLoadMore}
        onRetry={() => void retry(category)}
        isReconnecting={isLiveDown}
        newPostCount={timeline?.heldBack.length ?? 0}
        onShowNewPosts={() => showNewPosts(category)}
      />
      <PostReportDialog />
    </section>
  );
}
