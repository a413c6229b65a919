import { apiPaths } from '@vizinhos/api';
import type { MessageView } from './repository.ts';
import type { WireMessageOut } from './schemas.ts';

/** The avatar address of an image id, as every user on the wire carries it. */
export function avatarOf(avatarId: string | null): string | null {
  return avatarId ? `${apiPaths.images}/${avatarId}` : null;
}

/** A message on the wire (spec: Entities and their fields): sender, role, shared post, and our client id. */
export function toWireMessage(view: MessageView): WireMessageOut {
  return {
    _id: { $oid: view.id },
    id: view.id,
    body: view.body,
    user: {
      _id: { $oid: view.sender.id },
      id: view.sender.id,
      username: view.sender.username,
      avatar: avatarOf(view.sender.avatarId),
    },
    post: view.post
      ? { _id: { $oid: view.post.id }, id: view.post.id, title: view.post.title, text: view.post.text }
      : null,
    is_command: view.isCommand,
    created_at: view.createdAt.toISOString(),
    conversation_user: view.senderParticipantId
      ? { _id: { $oid: view.senderParticipantId }, conversation_role: { name: view.senderRole } }
      : null,
    conversation_id: view.conversationId,
    client_id: view.clientId,
  };
}
