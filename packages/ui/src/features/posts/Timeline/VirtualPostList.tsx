import {
  defaultRangeExtractor,
  type Range,
  useWindowVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import {
  type ComponentPropsWithRef,
  type FocusEvent,
  memo,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../../../utils/cx.ts';
import { mergeRefs } from '../../../utils/mergeRefs.ts';
import { PostCard, type PostCardProps } from '../PostCard/PostCard.tsx';
import { ESTIMATED_CARD_PX } from './estimatedCardHeight.ts';
import { shouldLoadMore } from './shouldLoadMore.ts';
import { item, list } from './Timeline.css.ts';
import { useLoadMoreOnce } from './useLoadMoreOnce.ts';

/** Props of VirtualPostList. */
export type VirtualPostListProps = Omit<ComponentPropsWithRef<'ol'>, 'children'> & {
  posts: ReadonlyArray<PostCardProps>;
  hasMore: boolean;
  /** A page is on its way or the last one failed: the end of the list asks for nothing. */
  isBusy: boolean;
  onLoadMore: () => void;
  /** What above the list can change height (the editor slot, the banner): the list's offset is re-read then. */
  aboveRef: RefObject<HTMLElement | null>;
  /**
   * The cards' heights already measured, by post id (the flowing list's, TimelinePostList): the
   * list starts from them, each card where it was.
   */
  measured?: ReadonlyMap<string, number> | undefined;
};
/**
 * Cards rendered past each edge of the viewport: one is enough for Tab to find the next card (focus
 * scrolls it into view, which renders the one after), and keeps a card-heavy page under 400 nodes.
 */
const OVERSCAN = 1;

/**
 * A card of the list: rendered again only when its own props change, not on each of the list's own
 * renders (the virtualizer's measuring and scrolling re-render the list, in the commit that first
 * shows it too: on a phone's first screen that doubled the work of the app's start).
 */
const ListCard = memo(PostCard);

/** The virtualizer's starting measurements: each measured card's size under its key. */
function measuredItems(
  posts: ReadonlyArray<PostCardProps>,
  measured: ReadonlyMap<string, number> | undefined,
): VirtualItem[] {
  if (!measured) return [];
  return posts.flatMap(({ post }, index) => {
    const size = measured.get(post.id);
    return size === undefined ? [] : [{ index, key: post.id, start: 0, end: size, size, lane: 0 }];
  });
}

/** The page offset of the list's top, re-read when anything above it changes size. */
function useListOffset(listRef: RefObject<HTMLOListElement | null>, aboveRef: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top;
      if (top !== undefined) setOffset(Math.round(top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (aboveRef.current) observer.observe(aboveRef.current);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [listRef, aboveRef]);
  return offset;
}

/**
 * The timeline's cards, virtualised on the page's own scroll (the header and sidebar stay as they
 * are): only the cards near the viewport are in the document, each measured as it renders.
 */
export function VirtualPostList({
  posts,
  hasMore,
  isBusy,
  onLoadMore,
  aboveRef,
  measured,
  className,
  ref,
  ...rest
}: VirtualPostListProps) {
  const listRef = useRef<HTMLOListElement | null>(null);
  const scrollMargin = useListOffset(listRef, aboveRef);
  // The card holding focus stays rendered when it scrolls away, so focus is never dropped.
  const focusedIndex = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  // Read once, when the virtualizer starts (only a card's key and size are read from it).
  const [initialMeasurementsCache] = useState(() => measuredItems(posts, measured));
  // Read from the page itself: the virtualizer's own offset is only known after this render.
  const isReading = window.scrollY > scrollMargin;
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: posts.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => posts[index]?.post.id ?? index,
    // The window's size before it is measured: the first render already has the first screen's cards,
    // rather than none until the measuring's re-render (no long task at start).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor,
    initialMeasurementsCache,
    // A reader inside the list keeps the card under their eyes when posts are added above it; at the
    // top, a new post shows where it arrives.
    anchorTo: isReading ? 'end' : 'start',
  });

  const scrollTop = virtualizer.scrollOffset ?? 0;
  const wantsMore = shouldLoadMore({
    scrollTop,
    viewportHeight: virtualizer.scrollRect?.height ?? window.innerHeight,
    listBottom: scrollMargin + virtualizer.getTotalSize(),
    hasMore,
    isBusy,
  });
  useLoadMoreOnce(wantsMore, posts.length, isBusy, onLoadMore);

  const setRefs = mergeRefs(listRef, ref);
  const rememberFocus = (index: number) => () => {
    focusedIndex.current = index;
  };
  const forgetFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedIndex.current = null;
  };
  const setSize = hasMore ? -1 : posts.length;

  return (
    <ol
      {...rest}
      ref={setRefs}
      className={cx(list, className)}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const props = posts[row.index];
        if (!props) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-posinset={row.index + 1}
            aria-setsize={setSize}
            className={item}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            onFocus={rememberFocus(row.index)}
            onBlur={forgetFocus}
          >
            <ListCard titleAs="h2" tabIndex={-1} {...props} />
          </li>
        );
      })}
    </ol>
  );
}
