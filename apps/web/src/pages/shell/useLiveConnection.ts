import type { User } from '@vizinhos/domain';
import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { applyLiveEvent, resyncLiveState } from '../../live/liveBridge.ts';
import { closeConnectionAtom, openConnectionAtom } from './state.ts';

/**
 * The live connection is open exactly while the signed-in shell is shown (spec: Real-time connection);
 * its frames go through the live bridge into this session's store, and after a reconnect the bridge
 * fetches what was missed.
 */
export function useLiveConnection(user: User | undefined): void {
  const store = useStore();
  const open = useSetAtom(openConnectionAtom);
  const close = useSetAtom(closeConnectionAtom);
  const stompKey = user?.stompKey;
  const areaId = user?.areaId;
  useEffect(() => {
    if (!stompKey || !areaId) return;
    void open({
      user: { stompKey, areaId },
      onEvent: (event) => applyLiveEvent(store, event, new Date()),
      onResync: ({ since }) => void resyncLiveState(store, since),
    });
    return () => void close();
  }, [store, stompKey, areaId, open, close]);
}
