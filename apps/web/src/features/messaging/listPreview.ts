import { type Conversation, isDirectConversation, previewLatestMessage } from '@vizinhos/domain';
import { moderationUiTexts } from '@vizinhos/ui';

/**
 * A conversation's line in the lists (the panel's, the share picker's): its latest message, cut at
 * 50 characters; in a group, a resident the reader blocked is not read there either, as in the
 * chat (spec 3: Block): "Conteúdo de um morador bloqueado". A direct conversation's history stays.
 */
export function listPreview(
  conversation: Conversation,
  blockedSenderIds: ReadonlySet<string> | undefined,
): string | undefined {
  if (!conversation.latestMessage) return undefined;
  const sender = conversation.latestSenderId;
  if (!isDirectConversation(conversation) && sender !== undefined && blockedSenderIds?.has(sender))
    return moderationUiTexts.blockedContent;
  return previewLatestMessage(conversation.latestMessage);
}
