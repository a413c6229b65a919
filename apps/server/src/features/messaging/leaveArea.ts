import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/openDatabase.ts';
import { conversationParticipants, conversations } from '../../db/schema.ts';
import type { LivePublisher } from '../../realtime/index.ts';
import { createAnnouncer } from './announce.ts';
import { leaveConversation } from './conversationWrites.ts';
import { messagingEvents } from './events.ts';
import { commandTexts } from './messaging.texts.ts';
import { loadParticipants } from './repository.ts';

/**
 * A resident who moves to another area leaves every conversation of the old one, as if they had
 * pressed "Sair" in each: the others see the command message ("... saiu"), a group left without an
 * admin gets one, and the last one out deletes it.
 */
export async function leaveAreaConversations(
  options: { db: Database; live: LivePublisher; request: Pick<FastifyRequest, 'afterCommit'>; now: Date },
  resident: { id: string; username: string; stompKey: string },
  areaId: string,
): Promise<void> {
  const { db } = options;
  const announce = createAnnouncer(db, messagingEvents(options.live));
  const memberships = await db
    .select({ participantId: conversationParticipants.id, conversationId: conversations.id })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.userId, resident.id), eq(conversations.areaId, areaId)));
  for (const { participantId, conversationId } of memberships) {
    const outcome = await leaveConversation(db, {
      conversationId,
      participantId,
      actorId: resident.id,
      command: commandTexts.left(resident.username),
      now: options.now,
    });
    if (outcome.deleted) continue;
    const rest = (await loadParticipants(db, [conversationId])).get(conversationId)?.[0];
    if (rest)
      await announce(options.request, [outcome.commandId], conversationId, rest.userId, [resident.stompKey]);
  }
}
