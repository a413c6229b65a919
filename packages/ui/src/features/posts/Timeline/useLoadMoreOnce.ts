import { useEffect, useRef } from 'react';

/**
 * Calls `onLoadMore` when `wantsMore` turns true, once per length of the list: the caller's `isBusy`
 * may arrive a render later; once it is over, the same length may ask again (a failed page retried
 * by the reader). The timeline's lists, flowing or virtual, ask for their next page through it.
 */
export function useLoadMoreOnce(wantsMore: boolean, length: number, isBusy: boolean, onLoadMore: () => void) {
  const askedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!wantsMore || askedAt.current === length) return;
    askedAt.current = length;
    onLoadMore();
  }, [wantsMore, length, onLoadMore]);
  useEffect(() => {
    if (!isBusy) askedAt.current = null;
  }, [isBusy]);
}
