import {
  type ComponentPropsWithRef,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { lazyView } from '../../../utils/lazyView.tsx';
import type { PostCardProps } from '../PostCard/PostCard.tsx';
import { ESTIMATED_CARD_PX } from './estimatedCardHeight.ts';
import { StaticPostList } from './StaticPostList.tsx';
import { shouldLoadMore } from './shouldLoadMore.ts';
import type { VirtualPostListProps } from './VirtualPostList.tsx';

/** The virtualizer (@tanstack/react-virtual, a tenth of the first screen's script) in a chunk of its own. */
const VirtualPostList = lazyView<VirtualPostListProps>(() =>
  import('./VirtualPostList.tsx').then((module) => module.VirtualPostList),
);

/** Props of TimelinePostList: the virtual list's. */
export type TimelinePostListProps = Omit<ComponentPropsWithRef<'ol'>, 'children'> & {
  posts: ReadonlyArray<PostCardProps>;
  hasMore: boolean;
  /** A page is on its way or the last one failed: the end of the list asks for nothing. */
  isBusy: boolean;
  onLoadMore: () => void;
  /** What above the list can change height (the editor slot, the banner). */
  aboveRef: RefObject<HTMLElement | null>;
};

/**
 * Cards kept in the flow before the list is virtualised: a page of posts (the server's first page
 * is 20). A longer list is virtualised at once.
 */
const STATIC_MAX_CARDS = 20;
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
 * The timeline's cards (issue 27: only what the view uses): in the flow, the first screen's at once
 * and the rest of the first page a few per task, until the reader moves (a scroll, the focus moved
 * into the list by keyboard), the end comes near with more to load, or the list outgrows a page;
 * then the virtual list, whose chunk is fetched then, takes over from the cards' measured heights,
 * the focus where it was (not under a press, nor while a card's field is typed in). A phone that
 * only looks at its first screen never fetches the virtualizer.
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
  const allShown = shown >= posts.length;

  // The rest of the first page, a few cards per task.
  useEffect(() => {
    if (handover || shown >= Math.min(posts.length, STATIC_MAX_CARDS)) return;
    const next = setTimeout(() => setShown((count) => count + CARDS_PER_TASK));
    return () => clearTimeout(next);
  }, [handover, shown, posts.length]);

  // The reader moves, or the end comes near with more to load, or the list outgrows a page.
  useEffect(() => {
    if (handover || wanted) return;
    const list = listRef.current;
    const want = () => setWanted(true);
    const nearEnd = () => {
      if (!allShown || !list) return false;
      const listBottom = list.getBoundingClientRect().bottom + window.scrollY;
      return shouldLoadMore({
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        listBottom,
        hasMore,
        isBusy,
      });
    };
    // The focus moved by keyboard (Tab), not by a press: a tap or a click on a card's button is
    // never swapped under the finger (it would land on a card no longer there). A press focuses
    // between its pointerdown and its click (after the finger lifts, on a touch screen).
    let pressing = false;
    const pressed = () => {
      pressing = true;
    };
    const released = () => {
      pressing = false;
    };
    const focused = () => {
      if (!pressing) want();
    };
    if (posts.length > STATIC_MAX_CARDS || nearEnd()) return want();
    window.addEventListener('scroll', want, { passive: true, once: true });
    list?.addEventListener('pointerdown', pressed);
    list?.addEventListener('click', released);
    list?.addEventListener('pointercancel', released);
    list?.addEventListener('focusin', focused);
    return () => {
      window.removeEventListener('scroll', want);
      list?.removeEventListener('pointerdown', pressed);
      list?.removeEventListener('click', released);
      list?.removeEventListener('pointercancel', released);
      list?.removeEventListener('focusin', focused);
    };
  }, [handover, wanted, allShown, hasMore, isBusy, posts.length]);

  // Wanted: its chunk fetched, then the virtual list from what the flowing cards measure now; not
  // while the reader types in a card (the comment box): once the focus has left the field.
  const latestPosts = useRef(posts);
  latestPosts.current = posts;
  useEffect(() => {
    if (!wanted || handover) return;
    let current = true;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const list = listRef.current;
    const swap = () => {
      if (!current) return;
      if (isTypingIn(listRef.current)) {
        list?.addEventListener('focusout', afterFocusMoved, { once: true });
        return;
      }
      setHandover(readHandover(listRef.current, latestPosts.current));
    };
    // The focus is on its next element once the task of its focusout has run.
    const afterFocusMoved = () => {
      pending = setTimeout(swap);
    };
    VirtualPostList.preload().then(swap, () => {
      // A failed fetch: the cards stay in the flow; the next move asks again.
      if (current) setWanted(false);
    });
    return () => {
      current = false;
      clearTimeout(pending);
      list?.removeEventListener('focusout', afterFocusMoved);
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

  const setRefs = (node: HTMLOListElement | null) => {
    listRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

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
