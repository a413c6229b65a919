import type { LiveEvent } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { receivePollUpdateAtom } from './state.ts';

/** The live kinds polls apply. */
export type PollsLiveEvent = Extract<LiveEvent, { kind: 'pollUpdate' }>;

/** A live poll frame of the session's area: the poll's results move on every card that shows it. */
export function applyPollsLiveEvent(store: Store, event: PollsLiveEvent): void {
  store.set(receivePollUpdateAtom, event.payload);
}
