import type { UserId } from '../common/index.ts';
import {
  type Conversation,
  isConversationAdmin,
  type Message,
  previewSharedPost,
  showsSenderAvatar,
} from '../messaging/index.ts';

/** A chat row as the reader sees it: the message and what the domain computed for it. */
export type ChatMessageView = {
  message: Message;
  /** The reader sent it: it sits on the right and carries its send mark. */
  isOwn: boolean;
  /** The sender's avatar and name show (a new sender or a gap above 5 minutes). */
  showsSender: boolean;
  /** The sender is a conversation admin: the Admin label shows. */
  isAdmin: boolean;
  /** The shared post's text cut to 100 characters. */
  postPreview?: string | undefined;
  /** The time as the reader reads it, on rows that show their sender. */
  timeLabel?: string | undefined;
};

/**
 * The chat's rows from its messages (spec: Business constants and limits), every rule by the domain.
 * `timeLabel` words a message's time (the caller's clock); only rows showing their sender ask for it.
 */
export function chatMessageViews(
  messages: readonly Message[],
  conversation: Conversation | undefined,
  currentUserId: UserId | undefined,
  timeLabel: (createdAt: string) => string,
): ChatMessageView[] {
  const roleOf = (message: Message) =>
    message.senderRoleName ?? conversation?.participants.find((p) => p.id === message.senderId)?.roleName;
  return messages.map((message, index) => {
    const showsSender = showsSenderAvatar(messages[index - 1], message);
    const text = message.post?.text;
    return {
      message,
      isOwn: message.senderId !== undefined && message.senderId === currentUserId,
      showsSender,
      isAdmin: isConversationAdmin(roleOf(message)),
      postPreview: text ? previewSharedPost(text) : undefined,
      timeLabel: showsSender && message.createdAt ? timeLabel(message.createdAt) : undefined,
    };
  });
}
