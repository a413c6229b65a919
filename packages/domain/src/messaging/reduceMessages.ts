import type { MessageId } from '../common/index.ts';
import { assertNever } from '../common/index.ts';
import type { Message } from './message.ts';

/** How close a live confirmation must be to a pending message, matched by body and sender (spec: States and transitions). */
export const CONFIRMATION_WINDOW_MS = 5_000;

/** What happens to the open conversation's messages (spec: States and transitions message sending). */
export type MessagesAction =
  | { type: 'pageLoaded'; page: number; messages: Message[] }
  | { type: 'sent'; message: Message }
  | { type: 'received'; message: Message }
  | { type: 'sendFailed'; id: MessageId }
  | { type: 'retried'; id: MessageId }
  | { type: 'discarded'; id: MessageId };

/**
 * Whether a received message confirms a pending one: same id, same client id (the pending message's id stands for it when
 * it has none), or same body and sender within 5 s.
 */
export function confirmsPending(pending: Message, received: Message): boolean {
  if (pending.id === received.id) return true;
  if (received.clientId !== undefined && received.clientId === (pending.clientId ?? pending.id)) return true;
  const gap = Math.abs(Date.parse(received.createdAt ?? '') - Date.parse(pending.createdAt ?? ''));
  return (
    pending.body === received.body &&
    pending.senderUsername === received.senderUsername &&
    gap <= CONFIRMATION_WINDOW_MS
  );
}

function setStatus(
  messages: Message[],
  id: MessageId,
  from: Message['status'],
  to: Message['status'],
): Message[] {
  return messages.map((m) => (m.id === id && m.status === from ? { ...m, status: to } : m));
}

/**
 * The message list through the send state machine (spec: States and transitions): a sent message is pending; a live
 * message confirms it (by id, or same body and sender within 5 s) or is appended; a send error fails
 * it; a retry makes it pending again; a failed message the sender lets go leaves. Page 1 replaces the confirmed history (but for what came live
 * after the page was read), older pages go in front.
 * Transitions that do not apply (failing a confirmed message) leave the list as it is.
 */
export function reduceMessages(messages: Message[], action: MessagesAction): Message[] {
  switch (action.type) {
    case 'pageLoaded': {
      if (action.page > 1) return [...action.messages, ...messages];
      // A confirmed message the page does not hold and newer than its newest came live while the
      // page was on its way (the server read the page before it was written): it stays, after it.
      const inPage = new Set(action.messages.map((m) => m.id));
      const newest = Math.max(...action.messages.map((m) => Date.parse(m.createdAt ?? '')));
      const cameLive = (m: Message) => !inPage.has(m.id) && Date.parse(m.createdAt ?? '') > newest;
      return [...action.messages, ...messages.filter((m) => m.status !== 'confirmed' || cameLive(m))];
    }
    case 'sent':
      return [...messages, { ...action.message, status: 'pending' }];
    case 'received': {
      const received = { ...action.message, status: 'confirmed' as const };
      const index = messages.findIndex(
        (m) => m.id === received.id || (m.status !== 'confirmed' && confirmsPending(m, received)),
      );
      if (index === -1) return [...messages, received];
      return messages.map((m, n) => (n === index ? received : m));
    }
    case 'sendFailed':
      return setStatus(messages, action.id, 'pending', 'failed');
    case 'retried':
      return setStatus(messages, action.id, 'failed', 'pending');
    case 'discarded':
      return messages.filter((m) => !(m.id === action.id && m.status === 'failed'));
    default:
      return assertNever(action, 'messages action');
  }
}
