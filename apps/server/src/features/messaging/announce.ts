import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/openDatabase.ts';
import type { messagingEvents } from './events.ts';
import { loadConversation } from './participation.ts';
import { loadMessage } from './repository.ts';
import { toWireConversation } from './toWireConversation.ts';
import { toWireMessage } from './toWireMessage.ts';

/**
 * Publishes command messages, after the request's commit, to everyone who was (`before`) or is in
 * the conversation, with the conversation as it stands (read through `viewerId`, one still in it; no
 * one's stomp key).
 */
export function createAnnouncer(db: Database, events: ReturnType<typeof messagingEvents>) {
  return async (
    request: Pick<FastifyRequest, 'afterCommit'>,
    commandIds: readonly (string | undefined)[],
    id: string,
    viewerId: string,
    before: readonly string[],
  ): Promise<void> => {
    const view = await loadConversation(db, id, viewerId);
    const conversation = view ? toWireConversation(view, null) : undefined;
    const keys = [...before, ...(view?.participants.map((p) => p.stompKey) ?? [])];
    for (const commandId of commandIds) {
      const message = commandId ? await loadMessage(db, commandId) : undefined;
      if (message) request.afterCommit(events.sent(keys, toWireMessage(message), conversation));
    }
  };
}
