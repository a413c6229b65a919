import {
  type Conversation,
  formatPostTime,
  isConversationAdmin,
  type Message,
  previewSharedPost,
  showsSenderAvatar,
  type UserId,
} from '@vizinhos/domain';
import type { ChatMessageView } from '@vizinhos/ui';

/** A message's time as the chat words it (the domain's formatPostTime), remembered for the minute it was worded in. */
export function timeLabelsOf(now: Date): (createdAt: string) => string {
  const worded = new Map<string, string>();
  return (createdAt) => {
    let label = worded.get(createdAt);
    if (label === undefined) {
      label = formatPostTime(now, createdAt);
      worded.set(createdAt, label);
    }
    return label;
  };
}

/** The chat's rows from the messages, every rule by the domain (spec: Business constants and limits). */
export function messageViews(
  messages: readonly Message[],
  conversation: Conversation | undefined,
  currentUserId: UserId | undefined,
  timeLabel: (createdAt: string) => string,
): ChatMessageView[] {
  const roleOf = (message: Message) =>
    message.senderRoleName ?? conversation?.participants.find((p) => p.id === message.senderId)?.roleName;
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const text = message.post?.text;
    const showsSender = showsSenderAvatar(previous, message);
    return {
      message,
      isOwn: message.senderId !== undefined && message.senderId === currentUserId,
      showsSender,
      isAdmin: isConversationAdmin(roleOf(message)),
      postPreview: text ? previewSharedPost(text) : undefined,
      // Only a row with its sender shows a time, so only those are worded.
      timeLabel: showsSender && message.createdAt ? timeLabel(message.createdAt) : undefined,
    };
  });
}
