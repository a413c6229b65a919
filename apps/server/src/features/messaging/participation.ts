import { type Conversation, normalizeConversation } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/openDatabase.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { messagingServerTexts } from './messaging.texts.ts';
import {
  type ConversationView,
  findConversation,
  findMembership,
  loadConversationViews,
  loadParticipants,
} from './repository.ts';
import { toWireConversation } from './toWireConversation.ts';

/** The conversation of the path as its participant sees it, and the domain's model of it for the role rules. */
export type Participation = {
  membership: NonNullable<Awaited<ReturnType<typeof findMembership>>>;
  view: ConversationView;
  model: Conversation;
};

/** The conversation as the reader sees it, or undefined when the reader takes no part in it. */
export async function loadConversation(db: Database, conversationId: string, readerId: string) {
  const [view] = await loadConversationViews(db, { readerId, limit: 1, withLatest: true, conversationId });
  return view;
}

/** The domain's model of a conversation, so the server applies the same role rules as the client (spec: Roles and permissions). */
function modelOf(view: ConversationView, readerId: string): Conversation {
  return normalizeConversation(toWireConversation(view, readerId)) as Conversation;
}

/**
 * The path's conversation, read only by its participants: to anyone else it is unknown (404). Its
 * participants and row only: unread counts and the latest message are for the answers that show them.
 */
export async function requireParticipation(db: Database, request: FastifyRequest): Promise<Participation> {
  const id = readFormValue(request.params, 'id') ?? '';
  const membership = await findMembership(db, id, request.user.id);
  const conversation = membership ? await findConversation(db, id) : undefined;
  // Another area's conversation (one the resident was in before moving) answers exactly like a missing one.
  if (!membership || !conversation || conversation.areaId !== request.user.areaId)
    throw httpError(404, messagingServerTexts.notFound);
  const participants = (await loadParticipants(db, [id])).get(id) ?? [];
  const view: ConversationView = { ...conversation, participants, unreadCount: 0, latest: undefined };
  return { membership, view, model: modelOf(view, request.user.id) };
}
