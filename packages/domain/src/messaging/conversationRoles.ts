import type { UserId } from '../common/index.ts';
import type { Conversation } from './conversation.ts';
import { messagingDomainTexts } from './messaging.texts.ts';

/** A direct conversation has exactly two participants (spec: Entities and their fields). */
export function isDirectConversation(conversation: Pick<Conversation, 'participants'>): boolean {
  return conversation.participants.length === 2;
}

/** Participant management applies only to conversations of more than 2 users (spec: Roles and permissions). */
export function isGroupConversation(conversation: Pick<Conversation, 'participants'>): boolean {
  return conversation.participants.length > 2;
}

/** A conversation role whose name contains "Admin" is an admin (spec: Roles and permissions). */
export function isConversationAdmin(roleName: string | undefined): boolean {
  return roleName?.includes('Admin') === true;
}

/** The leave button (spec: Roles and permissions): "Sair da Conversa" in a group, otherwise "Excluir Conversa". */
export function leaveConversationLabel(conversation: Pick<Conversation, 'participants'>): string {
  return isGroupConversation(conversation)
    ? messagingDomainTexts.leaveConversation
    : messagingDomainTexts.deleteConversation;
}

function isActorAdmin(conversation: Conversation, actorId: UserId): boolean {
  return conversation.participants.some((p) => p.id === actorId && isConversationAdmin(p.roleName));
}

/** Whether the actor may rename the group or add participants (spec: Roles and permissions: admins of groups of more than 2). */
export function canManageConversation(conversation: Conversation, actorId: UserId): boolean {
  return isGroupConversation(conversation) && isActorAdmin(conversation, actorId);
}

/**
 * Whether the actor may remove, promote or demote a participant (spec: Roles and permissions): a group admin, never on
 * itself, and only on someone in the conversation.
 */
export function canActOnParticipant(conversation: Conversation, actorId: UserId, targetId: UserId): boolean {
  return (
    actorId !== targetId &&
    canManageConversation(conversation, actorId) &&
    conversation.participants.some((p) => p.id === targetId)
  );
}
