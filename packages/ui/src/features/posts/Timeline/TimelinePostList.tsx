import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyView } from '../../../utils/lazyView.tsx';
import { mergeRefs } from '../../../utils/mergeRefs.ts';
import type { PostCardProps } from '../PostCard/PostCard.tsx';
import { ESTIMATED_CARD_PX } from './estimatedCardHeight.ts';
import { StaticPostList } from './StaticPostList.tsx';
import { shouldLoadMore } from './shouldLoadMore.ts';
import { useLoadMoreOnce } from './useLoadMoreOnce.ts';
import type { VirtualPostListProps } from './VirtualPostList.tsx';

/** The virtualizer (@tanstack/react-virtual, a tenth of the first screen's script) in a chunk of its own. */
const VirtualPostList = lazyView<VirtualPostListProps>(() =>
  import('./VirtualPostList.tsx').then((module) => module.VirtualPostList),
);

/** Props of TimelinePostList: the virtual list's, which it measures itself. */
export type TimelinePostListProps = Omit<VirtualPostListProps, 'measured'>;

/**
 * Cards kept in the flow before the list is virtualised: a page of posts (the server's first page
 * is 20). A longer list is virtualised at once.
 */
const STATIC_MAX_CARDS = 20;
/** How soon a swap held by a press or by typing is looked at again. */
const SWAP_RETRY_MS = 150;
/** After its finger or button lifts, a press without a click is over (a click comes well before). */
const PRESS_END_MS = 500;
/** Cards added to the flow in each task after the first screen's (each task well under 50 ms on a phone). */
const CARDS_PER_TASK = 2;

/** The cards that cover the viewport where the page is (the first screen's, or below it after a scroll). */
const firstScreenCards = () => Math.ceil((window.scrollY + window.innerHeight) / ESTIMATED_CARD_PX) + 1;

/** What the virtual list starts from: the cards' measured heights, and where the focus was. */
type Handover = {
  measured: ReadonlyMap<string, number>;
  focus: { index: number; control: number } | null;
};

/** What takes the focus inside a card. */
const focusable = 'a[href], button, input, select, textarea, [tabindex]';

/** A field the reader types in (the comment box): the list is not swapped under their typing. */
function isTypingIn(list: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!list || !active || !list.contains(active)) return false;
  if (active instanceof HTMLTextAreaElement || (active as HTMLElement).isContentEditable) return true;
  return (
    active instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit'].includes(active.type)
  );
}

/**
 * A menu or dialog opened from a card (its trigger, inside the list, says it is expanded): the card
 * is not drawn again under it, which would close it (a delete confirmation, a calendar menu).
 */
function hasOpenPopup(list: HTMLElement | null): boolean {
  return list?.querySelector('[aria-haspopup][aria-expanded="true"]') != null;
}

/** Reads the flowing cards' heights (their keys, the posts' ids) and the focus inside them. */
function readHandover(list: HTMLOListElement | null, posts: ReadonlyArray<PostCardProps>): Handover {
  const measured = new Map<string, number>();
  let focus: Handover['focus'] = null;
  for (const item of list?.querySelectorAll<HTMLLIElement>(':scope > li[data-index]') ?? []) {
    const index = Number(item.dataset.index);
    const id = posts[index]?.post.id;
    if (id !== undefined) measured.set(id, item.getBoundingClientRect().height);
    const active = document.activeElement;
    if (active && item.contains(active))
      focus = { index, control: [...item.querySelectorAll(focusable)].indexOf(active) };
  }
  return { measured, focus };
}

/**
 * The timeline's cards (only what the view uses): in the flow, the first screen's at once
 * and the rest of the first page a few per task, the next page asked for when the end comes near,
 * until the reader moves (a scroll, the focus moved into the list by keyboard) or the list outgrows
 * a page; then the virtual list, whose chunk is fetched then, takes over from the cards' measured
 * heights, the focus where it was. Never under a press (a tap or a click would land on a card no
 * longer there), while a card's field is typed in, nor while a card's menu or dialog is open. A phone that only looks at its first screen
 * never fetches the virtualizer; nor does a short timeline (a new area's).
 */
export function TimelinePostList({
  posts,
  hasMore,
  isBusy,
  onLoadMore,
  aboveRef,
  className,
  ref,
  ...rest
}: TimelinePostListProps) {
  const listRef = useRef<HTMLOListElement | null>(null);
  const [shown, setShown] = useState(firstScreenCards);
  const [wanted, setWanted] = useState(posts.length > STATIC_MAX_CARDS);
  const [handover, setHandover] = useState<Handover | null>(null);
  const [nearEnd, setNearEnd] = useState(false);
  const allShown = shown >= posts.length;
  // A press under way: from its pointerdown to its click (the focus comes between, after the finger
  // lifts on a touch screen), or until the browser takes it for a scroll.
  const pressing = useRef(false);

  // The rest of the first page, a few cards per task, each step as a transition: React then renders
  // the step's cards handing the main thread back every few milliseconds, where a plain update from
  // a timer renders them in one piece (on a slow or busy phone two cards and their commit came over
  // 50 ms).
  useEffect(() => {
    if (handover || shown >= Math.min(posts.length, STATIC_MAX_CARDS)) return;
    const next = setTimeout(() => startTransition(() => setShown((count) => count + CARDS_PER_TASK)));
    return () => clearTimeout(next);
  }, [handover, shown, posts.length]);

  // The end near with more to load: the next page, asked for by the flowing list itself.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (handover || !allShown || !list || posts.length === 0) return setNearEnd(false);
    const listBottom = list.getBoundingClientRect().bottom + window.scrollY;
    setNearEnd(
      shouldLoadMore({
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        listBottom,
        hasMore,
        isBusy,
      }),
    );
  }, [handover, allShown, hasMore, isBusy, posts.length]);
  useLoadMoreOnce(!handover && nearEnd, posts.length, isBusy, onLoadMore);

  // Every press on the flowing list, until it is swapped: once wanted too, a press still holds the
  // swap (typing in a card's field, then pressing its send button, is the common case).
  useEffect(() => {
    if (handover) return;
    const list = listRef.current;
    const pressed = () => {
      pressing.current = true;
    };
    const released = () => {
      pressing.current = false;
    };
    // A press that ends without a click (dragged off its button) is over a moment after it lifts.
    let lifted: ReturnType<typeof setTimeout> | undefined;
    const lift = () => {
      clearTimeout(lifted);
      lifted = setTimeout(released, PRESS_END_MS);
    };
    list?.addEventListener('pointerdown', pressed);
    list?.addEventListener('click', released);
    list?.addEventListener('pointercancel', released);
    list?.addEventListener('pointerup', lift);
    return () => {
      clearTimeout(lifted);
      list?.removeEventListener('pointerdown', pressed);
      list?.removeEventListener('click', released);
      list?.removeEventListener('pointercancel', released);
      list?.removeEventListener('pointerup', lift);
    };
  }, [handover]);

  // The reader moves (a scroll, the focus moved by keyboard, not by a press), or the list outgrows a page.
  useEffect(() => {
    if (handover || wanted) return;
    if (posts.length > STATIC_MAX_CARDS) return setWanted(true);
    const list = listRef.current;
    const want = () => setWanted(true);
    const focused = () => {
      if (!pressing.current) want();
    };
    window.addEventListener('scroll', want, { passive: true, once: true });
    list?.addEventListener('focusin', focused);
    return () => {
      window.removeEventListener('scroll', want);
      list?.removeEventListener('focusin', focused);
    };
  }, [handover, wanted, posts.length]);

  // Wanted: its chunk fetched, then the virtual list from what the flowing cards measure now; while
  // a press is under way, a card's field has the focus or a card's menu or dialog is open, looked at
  // again a moment later.
  const latestPosts = useRef(posts);
  latestPosts.current = posts;
  useEffect(() => {
    if (!wanted || handover) return;
    let current = true;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const swap = () => {
      if (!current) return;
      if (pressing.current || isTypingIn(listRef.current) || hasOpenPopup(listRef.current)) {
        pending = setTimeout(swap, SWAP_RETRY_MS);
        return;
      }
      setHandover(readHandover(listRef.current, latestPosts.current));
    };
    VirtualPostList.preload().then(swap, () => {
      // A failed fetch: the cards stay in the flow; the next move asks again.
      if (current) setWanted(false);
    });
    return () => {
      current = false;
      clearTimeout(pending);
    };
  }, [wanted, handover]);

  // The focus back where it was, on the virtual list's own element.
  useLayoutEffect(() => {
    const focus = handover?.focus;
    const item = focus ? listRef.current?.querySelector(`:scope > li[data-index="${focus.index}"]`) : null;
    if (!focus || !item) return;
    const controls = item.querySelectorAll<HTMLElement>(focusable);
    (focus.control >= 0 ? controls[focus.control] : item.querySelector<HTMLElement>('article'))?.focus({
      preventScroll: true,
    });
  }, [handover]);

  const setRefs = mergeRefs(listRef, ref);

  if (handover)
    return (
      <VirtualPostList
        {...rest}
        ref={setRefs}
        className={className}
        posts={posts}
        hasMore={hasMore}
        isBusy={isBusy}
        onLoadMore={onLoadMore}
        aboveRef={aboveRef}
        measured={handover.measured}
      />
    );
  const flowing = posts.slice(0, Math.min(shown, STATIC_MAX_CARDS));
  return (
    <StaticPostList
      {...rest}
      ref={setRefs}
      // The cards still to come keep their room, so the page does not shrink under the reader.
      className={className}
      style={{ paddingBottom: (posts.length - flowing.length) * ESTIMATED_CARD_PX }}
      posts={flowing}
      hasMore={hasMore || flowing.length < posts.length}
    />
  );
}
