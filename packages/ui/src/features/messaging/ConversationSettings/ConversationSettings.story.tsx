// Story harness: the settings of a conversation for a reader, every permission computed by the domain.
import {
  type Conversation,
  canActOnParticipant,
  canManageConversation,
  isConversationAdmin,
  isGroupConversation,
  leaveConversationLabel,
  type UserId,
} from '@vizinhos/domain';
import { ConversationSettings, type ConversationSettingsProps } from './ConversationSettings.tsx';

type Computed = 'title' | 'participants' | 'canManage' | 'leaveLabel' | 'isGroup';

/** Props of ConversationSettingsStory: the conversation and the reader. */
export type ConversationSettingsStoryProps = Omit<ConversationSettingsProps, Computed> & {
  conversation: Conversation;
  currentUserId: UserId;
};

/** ConversationSettings fed as the app feeds it. */
export function ConversationSettingsStory({
  conversation,
  currentUserId,
  ...rest
}: ConversationSettingsStoryProps) {
  return (
    <ConversationSettings
      {...rest}
      title={conversation.title}
      participants={conversation.participants.map((participant) => ({
        participant,
        isAdmin: isConversationAdmin(participant.roleName),
        canAct:
          participant.id !== undefined && canActOnParticipant(conversation, currentUserId, participant.id),
      }))}
      canManage={canManageConversation(conversation, currentUserId)}
      leaveLabel={leaveConversationLabel(conversation)}
      isGroup={isGroupConversation(conversation)}
    />
  );
}
