import type { ConversationView } from './repository.ts';
import type { WireConversationOut } from './schemas.ts';
import { avatarOf, toWireMessage } from './toWireMessage.ts';

/**
 * A conversation on the wire as one reader sees it (spec: Entities and their fields): `users` with
 * their membership and role, `conversation_users` with the reader's own stomp key only (another's
 * key is theirs alone; a live copy for everyone, `readerId` null, carries none), `has_unread`, and `latest_message` when it was loaded.
 */
export function toWireConversation(view: ConversationView, readerId: string | null): WireConversationOut {
  return {
    _id: { $oid: view.id },
    id: view.id,
    title: view.title,
    users: view.participants.map((participant) => ({
      _id: { $oid: participant.userId },
      id: participant.userId,
      username: participant.username,
      avatar: avatarOf(participant.avatarId),
      conversation_user: { _id: { $oid: participant.id }, conversation_role: { name: participant.role } },
    })),
    conversation_users: view.participants.map((participant) => ({
      _id: { $oid: participant.id },
      user: { _id: { $oid: participant.userId }, id: participant.userId, username: participant.username },
      conversation_role: { name: participant.role },
      stomp_key: participant.userId === readerId ? participant.stompKey : null,
    })),
    ...(view.latest ? { latest_message: toWireMessage(view.latest) } : {}),
    has_unread: view.unreadCount > 0,
    updated_at: view.updatedAt.toISOString(),
  };
}
