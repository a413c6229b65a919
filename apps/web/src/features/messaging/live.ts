import type { LiveEvent } from '@vizinhos/domain';
import type { Store } from 'jotai';

/** The live kinds messaging applies. */
export type MessagingLiveEvent = Extract<LiveEvent, { kind: 'chatMessage' }>;

/** A live chat frame of the session. */
export function applyMessagingLiveEvent(_store: Store, _event: MessagingLiveEvent): void {
  // The messaging view applies it once built (reduceMessages, and reduceConversationUnread with its refetch).
}
