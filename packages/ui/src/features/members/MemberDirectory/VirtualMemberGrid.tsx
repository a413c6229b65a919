import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { UserId } from '@vizinhos/domain';
import {
  type FocusEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { MemberCard, type MemberCardProps } from '../MemberCard/MemberCard.tsx';
import { membersTexts } from '../members.texts.ts';
import * as styles from './MemberDirectory.css.ts';
import { isNearListEnd, MEMBER_GRID_GAP_PX, memberColumns, splitRows } from './memberGridLayout.ts';

/** One card of the directory: the member and what the caller computed for it with domain rules. */
export type MemberDirectoryItem = Pick<
  MemberCardProps,
  'member' | 'displayName' | 'roleBadge' | 'sinceLabel' | 'pointsLabel' | 'canMessage' | 'profileHref'
>;

/** Props of VirtualMemberGrid. */
export type VirtualMemberGridProps = {
  items: readonly MemberDirectoryItem[];
  /** More pages exist and none is on its way: reaching the end asks for the next. */
  canLoadMore: boolean;
  onLoadMore: () => void;
  /** Load within this distance of the bottom (the domain's MEMBERS_LOAD_MORE_THRESHOLD_PX). */
  nearEndPx: number;
  /** Recheck whether the grid fills the screen this long after a resize (the domain's MEMBERS_FILL_RECHECK_MS). */
  resizeRecheckMs: number;
  /** What above the grid can change height: the grid's offset is re-read then. */
  aboveRef: RefObject<HTMLElement | null>;
  onSendMessage?: (request: { userId: UserId }) => void;
  onOpenProfile?: (request: { userId: UserId }) => void;
};

const noItems: readonly MemberDirectoryItem[] = [];

type MemberRowProps = {
  onSendMessage: VirtualMemberGridProps['onSendMessage'] | undefined;
  onOpenProfile: VirtualMemberGridProps['onOpenProfile'] | undefined;
  index: number;
  /** The row's top inside the grid. */
  offset: number;
  columns: number;
  items: readonly MemberDirectoryItem[];
  measure: (node: HTMLDivElement | null) => void;
  focusedRow: { current: number | null };
};

/**
 * One row of cards. Memoised: while the page scrolls only rows that enter render, so a frame costs
 * a row's cards at most (bench: members, scroll frames).
 */
const MemberRow = memo(function MemberRow({
  index,
  offset,
  columns,
  items,
  measure,
  focusedRow,
  onSendMessage,
  onOpenProfile,
}: MemberRowProps) {
  const forgetFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus is only noted, so the focused row stays rendered.
    <div
      ref={measure}
      data-index={index}
      className={styles.row}
      style={{
        transform: `translateY(${offset}px)`,
        ...assignInlineVars({ [styles.columnsVar]: String(columns) }),
      }}
      onFocus={() => {
        focusedRow.current = index;
      }}
      onBlur={forgetFocus}
    >
      {items.map((item) => (
        // A list item by role: see the list above.
        <Stack gap="none" key={item.member.id} role="listitem" className={styles.cell}>
          <MemberCard
            {...item}
            {...(onSendMessage ? { onSendMessage } : {})}
            {...(onOpenProfile ? { onOpenProfile } : {})}
          />
        </Stack>
      ))}
    </div>
  );
});

/** A row's first guess before it is measured (a card with a summary is about this tall). */
const ESTIMATED_ROW_PX = 340;

/** The grid's width (for the column count) and its top on the page, re-read on resizes. */
function useGridBox(gridRef: RefObject<HTMLDivElement | null>, aboveRef: RefObject<HTMLElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      const rect = gridRef.current?.getBoundingClientRect();
      if (!rect) return;
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      setBox((current) => (current.width === next.width && current.top === next.top ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (gridRef.current) observer.observe(gridRef.current);
    if (aboveRef.current) observer.observe(aboveRef.current);
    return () => observer.disconnect();
  }, [gridRef, aboveRef]);
  return box;
}

/**
 * The directory's cards in rows of as many 220 px columns as fit, virtualised on the page's own
 * scroll, so 5,000 members cost what one screen costs. A list for assistive technology: every card
 * is a list item (the rows are generic boxes), and the row holding focus stays rendered.
 */
export function VirtualMemberGrid({
  items,
  canLoadMore,
  onLoadMore,
  nearEndPx,
  resizeRecheckMs,
  aboveRef,
  onSendMessage,
  onOpenProfile,
}: VirtualMemberGridProps) {
  const gridRef = useRef<HTMLDivElement | null>(null);
  const { width, top } = useGridBox(gridRef, aboveRef);
  const columns = memberColumns(width);
  const rows = useMemo(() => splitRows(items, columns), [items, columns]);
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    gap: MEMBER_GRID_GAP_PX,
    overscan: 1,
    scrollMargin: top,
    getItemKey: (index) => `${columns}:${rows[index]?.[0]?.member.id ?? index}`,
    rangeExtractor,
  });

  // spec: Business constants and limits: after a resize, recheck (100 ms later) whether the grid fills the screen.
  const [, setResizeTick] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setResizeTick((tick) => tick + 1), resizeRecheckMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [resizeRecheckMs]);

  const wantsMore =
    canLoadMore &&
    width > 0 &&
    isNearListEnd({
      scrollTop: virtualizer.scrollOffset ?? window.scrollY,
      viewportHeight: virtualizer.scrollRect?.height ?? window.innerHeight,
      listBottom: top + virtualizer.getTotalSize(),
      distance: nearEndPx,
    });
  // One request per length of the list: the caller's busy flag may arrive a render later.
  const askedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!wantsMore || askedAt.current === items.length) return;
    askedAt.current = items.length;
    onLoadMore();
  }, [wantsMore, items.length, onLoadMore]);
  useEffect(() => {
    if (canLoadMore) askedAt.current = null;
  }, [canLoadMore]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: rows of cards sit between the list and its items, which a <ul> forbids.
    <div
      ref={gridRef}
      role="list"
      aria-label={membersTexts.list}
      className={styles.grid}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {width === 0
        ? null
        : virtualizer
            .getVirtualItems()
            .map((row) => (
              <MemberRow
                key={row.key}
                index={row.index}
                offset={row.start - top}
                columns={columns}
                items={rows[row.index] ?? noItems}
                measure={virtualizer.measureElement}
                focusedRow={focusedRow}
                onSendMessage={onSendMessage}
                onOpenProfile={onOpenProfile}
              />
            ))}
    </div>
  );
}
