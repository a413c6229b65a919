import type { Conversation, UserId } from '@vizinhos/domain';
import { conversationName } from './conversationName.ts';

/** Folds case and accents, so "joao" finds "João". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The conversations the list's search keeps: those whose name, a participant's username or the latest
 * message contains the trimmed text (case and accents ignored); an empty search keeps them all.
 */
export function filterConversations<T extends { conversation: Conversation }>(
  items: ReadonlyArray<T>,
  query: string,
  currentUserId: UserId | undefined,
): T[] {
  const wanted = fold(query.trim());
  if (wanted === '') return [...items];
  return items.filter(({ conversation }) =>
    [
      conversationName(conversation, currentUserId),
      conversation.latestMessage ?? '',
      ...conversation.participants.map((p) => p.username),
    ].some((text) => fold(text).includes(wanted)),
  );
}
