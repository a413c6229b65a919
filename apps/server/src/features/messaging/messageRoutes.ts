import { messagingPaths } from '@vizinhos/api';
import { MESSAGES_PAGE_SIZE } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import type { LimitDecision } from '../../auth/routeRules.ts';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { scheduleMessageMails } from '../../mail/mailJobs.ts';
import { isApart, moderationServerTexts } from '../moderation/index.ts';
import { findAreaPost } from '../posts/index.ts';
import { writeMessage } from './conversationWrites.ts';
import { messagingEvents } from './events.ts';
import { messagingServerTexts } from './messaging.texts.ts';
import { requireParticipation } from './participation.ts';
import { readMessageInput, sentClientId } from './readMessagingInput.ts';
import { countUnread, findMessageByClientId, loadMessage, loadMessagePage, markRead } from './repository.ts';
import { listMessagesSchema, sendMessageSchema } from './schemas.ts';
import { toWireMessage } from './toWireMessage.ts';

const conversationMessages = `${messagingPaths.conversations}/:id/messages`;

/**
 * A conversation's messages (spec: Calls): pages of 40, the newest page first, reading marks the
 * conversation read; sending one, deduplicated by the sender's client id, published to every
 * participant (the sender too) after the commit.
 */
export function registerMessageRoutes(app: RouteApp, context: RouteContext): void {
  const { db, live, now, reads } = context;
  const events = messagingEvents(live);

  /** The message as kept, on the wire. */
  const wireOf = async (id: string) => {
    const view = await loadMessage(db, id);
    if (!view) throw httpError(404, messagingServerTexts.notFound);
    return toWireMessage(view);
  };

  /** A message counts; a resend of one already written (its client id found) is answered again and counts nothing. */
  const messageLimit = async (request: FastifyRequest): Promise<LimitDecision> => {
    const clientId = sentClientId(request.body);
    return clientId && (await findMessageByClientId(db, request.user.id, clientId)) ? false : 'message';
  };

  app.get(conversationMessages, { schema: listMessagesSchema }, async (request) => {
    const { membership, view } = await requireParticipation(db, request);
    const query = request.query;
    const page = query.page ?? 1;
    const perPage = query.per_page ?? MESSAGES_PAGE_SIZE;
    const unread = await countUnread(db, {
      conversationId: view.id,
      readerId: request.user.id,
      lastReadSeq: membership.lastReadSeq,
    });
    const { messages, total } = await loadMessagePage(db, { conversationId: view.id, page, perPage });
    await markRead(db, membership.id, view.id);
    // A read that writes: the conversations list's unread counts change.
    await reads.clear();
    return {
      messages: messages.map(toWireMessage),
      meta: { total_count: total, unread_message_count: unread, page, per_page: perPage },
    };
  });

  app.post(
    conversationMessages,
    { schema: sendMessageSchema, config: { limit: messageLimit } },
    async (request, reply) => {
      const me = request.user;
      const { view } = await requireParticipation(db, request);
      const input = readMessageInput(request.body);
      // In a direct conversation a block, either way, stops the messages (spec 3: Block).
      const others = view.participants.filter((p) => p.userId !== me.id).map((p) => p.userId);
      if (view.directKey && (await isApart(db, me.id, others)))
        throw httpError(403, moderationServerTexts.blockedConversation);
      if (input.postId !== undefined && !(await findAreaPost(db, input.postId, me.areaId))) {
        throw httpError(422, messagingServerTexts.postNotFound);
      }
      // A resent client id answers the first message and publishes nothing again.
      const resent = async () => {
        const first = input.clientId ? await findMessageByClientId(db, me.id, input.clientId) : undefined;
        if (!first) return undefined;
        if (first.conversationId !== view.id) throw httpError(409, messagingServerTexts.clientIdReused);
        return reply.status(200).send({ message: await wireOf(first.id) });
      };
      const earlier = await resent();
      if (earlier) return earlier;
      const id = await writeMessage(
        db,
        view.id,
        { senderId: me.id, body: input.body, postId: input.postId ?? null, clientId: input.clientId ?? null },
        now(),
      );
      if (id === undefined) {
        // Raced by the same resend: the other request wrote it.
        const raced = await resent();
        if (raced) return raced;
        throw httpError(409, messagingServerTexts.clientIdReused);
      }
      const message = await wireOf(id);
      // Each reader's check 15 minutes on: mailed then if still unread and they are not looking.
      await scheduleMessageMails(context.jobs, view.id, others, now());
      request.afterCommit(
        events.sent(
          view.participants.map((p) => p.stompKey),
          message,
        ),
      );
      return reply.status(201).send({ message });
    },
  );
}
