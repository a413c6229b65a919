import type { UserId } from '../common/index.ts';
import { assertNever } from '../common/index.ts';
import type { Conversation } from './conversation.ts';

/** What changes the unread conversation count (spec: States and transitions). */
export type ConversationUnreadAction =
  | { type: 'fetched'; conversations: readonly Pick<Conversation, 'hasUnread'>[] }
  | { type: 'chatReceived'; senderId: UserId | undefined; currentUserId: UserId; isMessagingOpen: boolean }
  | { type: 'targetOpened' }
  | { type: 'loggedOut' };

/**
 * The unread conversation count (spec: States and transitions): set by a fetch to the conversations with has_unread; +1 for
 * another user's message while messaging is closed; 0 when a target conversation opens or on logout.
 * A chat update should also trigger a refetch, which the caller does.
 */
export function reduceConversationUnread(count: number, action: ConversationUnreadAction): number {
  switch (action.type) {
    case 'fetched':
      return action.conversations.filter((c) => c.hasUnread).length;
    case 'chatReceived':
      return action.senderId !== action.currentUserId && !action.isMessagingOpen ? count + 1 : count;
    case 'targetOpened':
    case 'loggedOut':
      return 0;
    default:
      return assertNever(action, 'conversation unread action');
  }
}
