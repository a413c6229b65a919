import {
  type Conversation,
  canActOnParticipant,
  canManageConversation,
  isConversationAdmin,
  isGroupConversation,
  leaveConversationLabel,
  type User,
} from '@vizinhos/domain';
import { ConversationSettings } from '@vizinhos/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  type ChangeResult,
  changeParticipantsAtom,
  leaveConversationAtom,
  renameConversationAtom,
  setConversationAdminAtom,
} from './conversationActions.ts';
import { useResidentSearch } from './useResidentSearch.ts';

/** Props of SettingsPane. */
export type SettingsPaneProps = {
  conversation: Conversation;
  user: User;
  onClose: () => void;
  /** After leaving: the panel goes back to the list. */
  onLeft: () => void;
};

/** The conversation settings wired to the calls; every permission comes from the domain (spec: Roles and permissions). */
export function SettingsPane({ conversation, user, onClose, onLeft }: SettingsPaneProps) {
  const picker = useResidentSearch();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const rename = useSetAtom(renameConversationAtom);
  const changeParticipants = useSetAtom(changeParticipantsAtom);
  const setAdmin = useSetAtom(setConversationAdminAtom);
  const leave = useSetAtom(leaveConversationAtom);

  const run = async (change: () => Promise<ChangeResult>, after?: () => void) => {
    setBusy(true);
    const result = await change();
    setBusy(false);
    setError(result.ok ? undefined : result.error);
    if (result.ok) after?.();
  };
  const { reset, ...pickerProps } = picker;
  return (
    <ConversationSettings
      // A new title from the server (live or answered) starts the field again.
      key={`${conversation.id}:${conversation.title ?? ''}`}
      title={conversation.title}
      participants={conversation.participants.map((participant) => ({
        participant,
        isAdmin: isConversationAdmin(participant.roleName),
        canAct: participant.id !== undefined && canActOnParticipant(conversation, user.id, participant.id),
      }))}
      canManage={canManageConversation(conversation, user.id)}
      leaveLabel={leaveConversationLabel(conversation)}
      isGroup={isGroupConversation(conversation)}
      picker={pickerProps}
      isBusy={isBusy}
      errorText={error}
      onRename={({ title }) => void run(() => rename({ conversationId: conversation.id, title }))}
      onAddSelected={() =>
        void run(() => changeParticipants({ conversation, add: picker.selected.map((r) => r.id) }), reset)
      }
      onRemove={({ participant }) =>
        void run(() => changeParticipants({ conversation, remove: participant.id }))
      }
      onSetAdmin={({ participant, isAdmin }) =>
        void run(() => setAdmin({ conversationId: conversation.id, participant, isAdmin }))
      }
      onLeave={() => void run(() => leave(conversation.id), onLeft)}
      onClose={onClose}
    />
  );
}
