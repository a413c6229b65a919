import { useVirtualizer } from '@tanstack/react-virtual';
import type { MessageId } from '@vizinhos/domain';
import { type ReactNode, type UIEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { messagingTexts as texts } from '../messaging.texts.ts';
import * as styles from './ChatWindow.css.ts';
import { type ChatMessageView, MessageRow, type MessageRowProps } from './MessageRow.tsx';

/** Props of MessageList. */
export type MessageListProps = {
  messages: ReadonlyArray<ChatMessageView>;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: (request: { id: MessageId }) => void;
  /** "Descartar" on a failed message of the reader's. */
  onDiscard?: ((request: { id: MessageId }) => void) | undefined;
  senderActions?: MessageRowProps['senderActions'];
  /** Residents the reader blocked: their messages are collapsed until revealed (spec 3: Collapsed content). */
  blockedSenderIds?: ReadonlySet<string> | undefined;
  /** Messages the reader chose to see anyway, kept by the caller so a row scrolled away and back stays revealed. */
  revealedMessageIds?: ReadonlySet<string> | undefined;
  onRevealMessage?: MessageRowProps['onReveal'];
  /** Above the first message: the start of the conversation, or the older page on its way. */
  top: ReactNode;
};

/** A plain message's first guess before it is measured. */
const ESTIMATED_ROW_PX = 44;
/** Within this of the top the older page is asked for. */
const EDGE_PX = 240;
/** Within this of the end the reader is at the newest message: the list keeps to it again. */
const AT_END_PX = 2;
/**
 * After the reader leaves the end, a scroll event of the settling already under way may still report
 * the end for a frame or two: for this long it does not count as the reader coming back.
 */
const LEAVE_GRACE_MS = 300;
/** Keys that scroll a box up (the browser's own). */
const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * The messages, oldest first, virtualised in their own scroll box (a conversation of 10,000 keeps a
 * few dozen rows in the document). It opens at the newest and keeps to it while the rows settle and
 * new ones come, until the reader scrolls up by themselves (wheel, touch, keyboard, the scroll bar):
 * from then on nothing moves them, until they come back to the end (or send a message). An older
 * page added above keeps the message under the reader's eyes.
 */
export function MessageList({
  messages,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRetry,
  onDiscard,
  senderActions,
  blockedSenderIds,
  revealedMessageIds,
  onRevealMessage,
  top,
}: MessageListProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    // A row with its sender's name is about twice a plain one: a closer guess moves the list less as rows are measured.
    estimateSize: (index) => (messages[index]?.showsSender ? 2 * ESTIMATED_ROW_PX : ESTIMATED_ROW_PX),
    overscan: 6,
    // Rows follow the scroll in the next React render rather than a synchronous one inside each scroll event.
    useFlushSync: false,
    getItemKey: (index) => messages[index]?.message.id ?? index,
  });

  // Whether the list keeps to its newest message: from opening until the reader scrolls up by themselves.
  const keepsToEnd = useRef(true);
  const leftAt = useRef(Number.NEGATIVE_INFINITY);
  const leaveEnd = (at: number) => {
    // At the top (or with nothing to scroll) going up moves nothing: the list keeps to the end.
    if (!keepsToEnd.current || (scrollRef.current?.scrollTop ?? 0) <= 0) return;
    keepsToEnd.current = false;
    leftAt.current = at;
    // The scroll to the end still settling (rows measured late, images) must not pull the reader back.
    virtualizer.cancelScroll();
  };
  const touchY = useRef<number | null>(null);

  // What the list held at the last render: tells an older page (first changes) from a new message (last changes).
  const seen = useRef<{ first: string | undefined; last: string | undefined; count: number } | null>(null);
  useLayoutEffect(() => {
    const first = messages[0]?.message.id;
    const last = messages.at(-1)?.message.id;
    const before = seen.current;
    seen.current = { first, last, count: messages.length };
    const box = scrollRef.current;
    if (!box || messages.length === 0) return;
    if (before === null || before.count === 0) {
      keepsToEnd.current = true;
      virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
      return;
    }
    const added = messages.length - before.count;
    if (first !== before.first && last === before.last && added > 0) {
      // An older page went in front: keep the first message seen before at the same place.
      const anchor = virtualizer.measurementsCache[added]?.start ?? added * ESTIMATED_ROW_PX;
      virtualizer.scrollToOffset(box.scrollTop + anchor);
    } else if (last !== before.last && (keepsToEnd.current || messages.at(-1)?.isOwn)) {
      // The reader's own message always shows, and the list keeps to the end from then on.
      keepsToEnd.current = true;
      virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
    }
  }, [messages, virtualizer]);

  // One request per length of the list, when the reader comes near the top; back at the end, the
  // list keeps to it again.
  const askedAt = useRef<number | null>(null);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = scrollRef.current;
    if (!box) return;
    const isAtEnd = box.scrollHeight - box.scrollTop - box.clientHeight <= AT_END_PX;
    if (isAtEnd && event.timeStamp - leftAt.current > LEAVE_GRACE_MS) keepsToEnd.current = true;
    if (!hasMore || isLoadingMore || box.scrollTop > EDGE_PX) return;
    if (askedAt.current === messages.length) return;
    askedAt.current = messages.length;
    onLoadMore();
  };
  useEffect(() => {
    if (!isLoadingMore) askedAt.current = null;
  }, [isLoadingMore]);

  return (
    // A scrollable region is focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
    <section
      ref={scrollRef}
      aria-label={texts.messagesLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must take focus to scroll by keyboard.
      tabIndex={0}
      className={styles.scroller}
      onScroll={onScroll}
      // The reader scrolling up by themselves: the wheel, a finger moving down, the keys, a press on
      // the scroll bar.
      onWheel={(event) => {
        if (event.deltaY < 0) leaveEnd(event.timeStamp);
      }}
      onTouchStart={(event) => {
        touchY.current = event.touches[0]?.clientY ?? null;
      }}
      onTouchMove={(event) => {
        const y = event.touches[0]?.clientY;
        if (touchY.current !== null && y !== undefined && y > touchY.current) leaveEnd(event.timeStamp);
      }}
      onKeyDown={(event) => {
        if (UP_KEYS.has(event.key) || (event.key === ' ' && event.shiftKey)) leaveEnd(event.timeStamp);
      }}
      onPointerDown={(event) => {
        const onScrollBar = event.nativeEvent.offsetX >= event.currentTarget.clientWidth;
        if (event.target === event.currentTarget && onScrollBar) leaveEnd(event.timeStamp);
      }}
    >
      {top}
      <ol className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const view = messages[row.index];
          if (!view) return null;
          const { senderId, id } = view.message;
          const isCollapsed =
            !view.isOwn &&
            senderId !== undefined &&
            (blockedSenderIds?.has(senderId) ?? false) &&
            !(revealedMessageIds?.has(id) ?? false);
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className={styles.item}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <MessageRow
                view={view}
                onRetry={onRetry}
                onDiscard={onDiscard}
                senderActions={senderActions}
                isCollapsed={isCollapsed}
                onReveal={onRevealMessage}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
