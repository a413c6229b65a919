import {
  type Conversation,
  type ConversationId,
  type ConversationParticipant,
  readConversationsEnvelope,
  type UserId,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import { messagingAppTexts } from './messaging.texts.ts';
import { dropConversationAtom, upsertConversationAtom } from './state.ts';

/** What a conversation change came to: the conversation as it stands, or the server's Portuguese text. */
export type ChangeResult = { ok: true; conversation?: Conversation } | { ok: false; error: string };

type Answered = { ok: true; value: unknown } | { ok: false; error: string };

const keepAnswer = atom(null, (_get, set, answer: Answered): ChangeResult => {
  if (!answer.ok) return { ok: false, error: answer.error };
  const conversation = readConversationsEnvelope(answer.value)[0];
  if (conversation) set(upsertConversationAtom, conversation);
  return { ok: true, conversation };
});

/** The other participants' ids: what PUT conversations takes as the whole list of neighbours. */
function othersOf(conversation: Conversation, me: UserId | undefined): UserId[] {
  return conversation.participants.flatMap((p) => (p.id && p.id !== me ? [p.id] : []));
}

/** POST conversations (spec: Calls): one neighbour makes a direct one (found again), more a group with its title. */
export const createConversationAtom = atom(
  null,
  async (get, set, input: { neighborIds: readonly UserId[]; title?: string | undefined }) =>
    set(
      keepAnswer,
      await get(apiClientAtom).createConversation({
        neighborIds: input.neighborIds,
        ...(input.title ? { title: input.title } : {}),
      }),
    ),
);

/** PUT conversations/{id} with a new title (admins only). */
export const renameConversationAtom = atom(
  null,
  async (get, set, input: { conversationId: ConversationId; title: string }) =>
    set(
      keepAnswer,
      await get(apiClientAtom).updateConversation(input.conversationId, { title: input.title }),
    ),
);

/** PUT conversations/{id} with participants added or one removed (admins only, groups only). */
export const changeParticipantsAtom = atom(
  null,
  async (
    get,
    set,
    input: { conversation: Conversation; add?: readonly UserId[]; remove?: UserId | undefined },
  ) => {
    const others = othersOf(input.conversation, get(currentUserAtom)?.id).filter((id) => id !== input.remove);
    const neighborIds = [...new Set([...others, ...(input.add ?? [])])];
    return set(
      keepAnswer,
      await get(apiClientAtom).updateConversation(input.conversation.id, { neighborIds }),
    );
  },
);

/** PUT (promote) or DELETE (demote) conversations/{id}/admin (admins only, never oneself). */
export const setConversationAdminAtom = atom(
  null,
  async (
    get,
    set,
    input: { conversationId: ConversationId; participant: ConversationParticipant; isAdmin: boolean },
  ): Promise<ChangeResult> => {
    if (!input.participant.conversationUserId) return { ok: false, error: messagingAppTexts.noMembership };
    return set(
      keepAnswer,
      await get(apiClientAtom).setConversationAdmin(
        input.conversationId,
        input.participant.conversationUserId,
        input.isAdmin,
      ),
    );
  },
);

/** DELETE conversations/{id}: leave it (the last one out deletes it); it leaves the list. */
export const leaveConversationAtom = atom(
  null,
  async (get, set, conversationId: ConversationId): Promise<ChangeResult> => {
    const answer = await get(apiClientAtom).leaveConversation(conversationId);
    if (!answer.ok) return { ok: false, error: answer.error };
    set(dropConversationAtom, conversationId);
    return { ok: true };
  },
);
