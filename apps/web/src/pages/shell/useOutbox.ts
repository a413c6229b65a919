import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { connectionStatusAtom } from '../../live/connectionStatus.ts';
import { flushOutboxAtom, outboxEntriesAtom, restoreOutboxAtom } from '../../store/outbox.ts';

/** How often a waiting outbox tries again while the server does not answer. */
const RETRY_MS = 4_000;

/**
 * The app's outbox (store/outbox.ts) for the signed-in shell: what a previous page left unsent is read
 * back at the start, then everything waiting is sent whenever the way may be open again: the live
 * connection up, the browser back online, and every few seconds while something waits.
 */
export function useOutbox(userId: string | undefined): void {
  const entries = useAtomValue(outboxEntriesAtom);
  const status = useAtomValue(connectionStatusAtom);
  const restore = useSetAtom(restoreOutboxAtom);
  const flush = useSetAtom(flushOutboxAtom);

  // In a task of its own, not the commit that shows the shell (no long task at start).
  useEffect(() => {
    if (!userId) return;
    const starting = setTimeout(() => void restore().then(() => flush()));
    return () => clearTimeout(starting);
  }, [userId, restore, flush]);

  useEffect(() => {
    if (status === 'connected') void flush();
  }, [status, flush]);

  const isWaiting = entries.some((entry) => !entry.isRefused);
  useEffect(() => {
    if (!isWaiting) return;
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [isWaiting, flush]);
}
