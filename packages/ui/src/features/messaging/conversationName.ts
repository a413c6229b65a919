import type { Conversation, UserId } from '@vizinhos/domain';

/**
 * The name a conversation is shown by: its title, else the other participants' usernames (a direct
 * conversation: the other resident), else the reader's own name when alone in it.
 */
export function conversationName(
  conversation: Pick<Conversation, 'title' | 'participants'>,
  currentUserId: UserId | undefined,
): string {
  if (conversation.title) return conversation.title;
  const others = conversation.participants.filter((p) => p.id !== currentUserId).map((p) => p.username);
  if (others.length > 0) return others.join(', ');
  return conversation.participants[0]?.username ?? '';
}
