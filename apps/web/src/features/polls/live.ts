import type { LiveEvent } from '@vizinhos/domain';
import type { Store } from 'jotai';

/** The live kinds polls apply. */
export type PollsLiveEvent = Extract<LiveEvent, { kind: 'pollUpdate' }>;

/** A live poll frame of the session's area. */
export function applyPollsLiveEvent(_store: Store, _event: PollsLiveEvent): void {
  // The polls view applies it once built (the poll's results, through the domain's reducer).
}
