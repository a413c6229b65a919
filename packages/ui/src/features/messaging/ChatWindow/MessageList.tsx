import { useVirtualizer } from '@tanstack/react-virtual';
import type { MessageId } from '@vizinhos/domain';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
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
  senderActions?: MessageRowProps['senderActions'];
  /** Above the first message: the start of the conversation, or the older page on its way. */
  top: ReactNode;
};

/** A plain message's first guess before it is measured. */
const ESTIMATED_ROW_PX = 44;
/** Within this of the top the older page is asked for; within this of the end a new message scrolls into view. */
const EDGE_PX = 240;

/**
 * The messages, oldest first, virtualised in their own scroll box (a conversation of 10,000 keeps a
 * few dozen rows in the document). It opens at the newest; an older page added above keeps the
 * message under the reader's eyes; a new one at the end scrolls into view when the reader is there.
 */
export function MessageList({
  messages,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRetry,
  senderActions,
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
      virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
      return;
    }
    const added = messages.length - before.count;
    if (first !== before.first && last === before.last && added > 0) {
      // An older page went in front: keep the first message seen before at the same place.
      const anchor = virtualizer.measurementsCache[added]?.start ?? added * ESTIMATED_ROW_PX;
      virtualizer.scrollToOffset(box.scrollTop + anchor);
    } else if (last !== before.last) {
      const fromEnd = box.scrollHeight - box.scrollTop - box.clientHeight;
      if (fromEnd < EDGE_PX || messages.at(-1)?.isOwn)
        virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
    }
  }, [messages, virtualizer]);

  // One request per length of the list, when the reader comes near the top.
  const askedAt = useRef<number | null>(null);
  const maybeLoadMore = () => {
    const box = scrollRef.current;
    if (!box || !hasMore || isLoadingMore || box.scrollTop > EDGE_PX) return;
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
      onScroll={maybeLoadMore}
    >
      {top}
      <ol className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const view = messages[row.index];
          if (!view) return null;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className={styles.item}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <MessageRow view={view} onRetry={onRetry} senderActions={senderActions} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
