import { messagingPaths } from '@vizinhos/api';
import {
  CONVERSATION_LIST_PAGE_SIZE,
  canActOnParticipant,
  canManageConversation,
  isGroupConversation,
  type UserId,
  validateNewConversation,
} from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { type LimitDecision, noLimit } from '../../auth/routeRules.ts';
import { openWhileMuted } from '../../auth/writeLimits.ts';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { isBlockAmong, moderationServerTexts } from '../moderation/index.ts';
import { createAnnouncer } from './announce.ts';
import {
  changeConversation,
  changeRole,
  insertConversation,
  leaveConversation,
  rejoinConversation,
} from './conversationWrites.ts';
import { messagingEvents } from './events.ts';
import { commandTexts, conversationRoles, messagingServerTexts } from './messaging.texts.ts';
import { loadConversation, type Participation, requireParticipation } from './participation.ts';
import { readNeighborIds, readTitle } from './readMessagingInput.ts';
import {
  countConversations,
  findAreaResidents,
  findDirectConversation,
  loadConversationViews,
} from './repository.ts';
import {
  conversationAdminSchema,
  createConversationSchema,
  getConversationSchema,
  leaveConversationSchema,
  listConversationsSchema,
  updateConversationSchema,
} from './schemas.ts';
import { toWireConversation } from './toWireConversation.ts';

const oneConversation = `${messagingPaths.conversations}/:id`;

/** The refusal of a management call the actor may not make (spec: Roles and permissions). */
function refuseManagement({ model }: Participation): never {
  throw httpError(
    403,
    isGroupConversation(model) ? messagingServerTexts.onlyAdmins : messagingServerTexts.onlyGroups,
  );
}

/**
 * Conversations (spec: Calls): the list with unread marks, a new direct (found again) or group
 * conversation, a group's title and participants, leaving, and promoting or demoting admins. Only
 * participants reach a conversation; every change is published live after its commit.
 */
export function registerConversationRoutes(app: RouteApp, context: RouteContext): void {
  const { db, live, now, reads } = context;
  const events = messagingEvents(live);

  /** The conversation as the reader now sees it, on the wire. */
  const wireOf = async (id: string, readerId: string) => {
    const view = await loadConversation(db, id, readerId);
    if (!view) throw httpError(404, messagingServerTexts.notFound);
    return { view, conversation: toWireConversation(view, readerId) };
  };
  const announce = createAnnouncer(db, events);
  /** Residents of the reader's area among the ids; anyone else refused (422). */
  const areaResidents = async (request: FastifyRequest, ids: readonly string[]) => {
    const found = await findAreaResidents(db, ids, request.user.areaId);
    if (found.length !== ids.length) throw httpError(422, messagingServerTexts.otherArea);
    return ids.map((id) => found.find((resident) => resident.id === id)?.username ?? id);
  };

  /**
   * A new conversation counts as one; a group also pulls residents in without asking them, so each
   * one added counts too (a direct conversation adds nobody).
   */
  const newConversationLimit = (request: FastifyRequest): LimitDecision => {
    const neighborIds = (readNeighborIds(request.body) ?? []).filter((id) => id !== request.user.id);
    return neighborIds.length > 1
      ? ['conversation', { kind: 'groupAddition', amount: neighborIds.length }]
      : 'conversation';
  };
  /** A group's change counts the residents it adds, the ones not in it yet; a rename counts nothing. */
  const additionsLimit = async (request: FastifyRequest): Promise<LimitDecision> => {
    const { view } = await requireParticipation(db, request);
    const wanted = readNeighborIds(request.body)?.filter((id) => id !== request.user.id) ?? [];
    const added = wanted.filter((id) => !view.participants.some((p) => p.userId === id)).length;
    return added > 0 ? { kind: 'groupAddition', amount: added } : false;
  };

  app.get(messagingPaths.conversations, { schema: listConversationsSchema }, async (request) => {
    const query = request.query;
    const readerId = request.user.id;
    const limit = query.per_page ?? CONVERSATION_LIST_PAGE_SIZE;
    const withLatest = query.include_latest_message === 'true';
    // The reader's own list, read once between writes (opening a conversation clears it too).
    const key = `conversations:${readerId}:${request.user.areaId}:${limit}:${withLatest}`;
    const [views, total] = await reads.get(
      key,
      async () =>
        [
          await loadConversationViews(db, { readerId, limit, withLatest, areaId: request.user.areaId }),
          await countConversations(db, readerId),
        ] as const,
    );
    return {
      conversations: views.map((view) => toWireConversation(view, readerId)),
      meta: {
        total_count: total,
        unread_message_count: views.reduce((sum, view) => sum + view.unreadCount, 0),
      },
    };
  });

  app.post(
    messagingPaths.conversations,
    { schema: createConversationSchema, config: { limit: newConversationLimit } },
    async (request, reply) => {
      const me = request.user;
      const neighborIds = (readNeighborIds(request.body) ?? []).filter((id) => id !== me.id);
      const check = validateNewConversation(neighborIds.length);
      if (!check.ok) throw httpError(422, check.message);
      const title = readTitle(request.body) ?? null;
      await areaResidents(request, neighborIds);
      // No conversation brings together two residents with a block between them, whoever starts it
      // (spec 3: Block); the refusal does not say who blocked whom.
      if (await isBlockAmong(db, [me.id, ...neighborIds], []))
        throw httpError(403, moderationServerTexts.blockedConversation);
      const [other] = neighborIds;
      if (neighborIds.length === 1 && other !== undefined) {
        // A direct conversation is found again by its pair, both put back in it if they had left.
        const directKey = [me.id, other].sort().join(':');
        let found = await findDirectConversation(db, directKey);
        const made = found
          ? undefined
          : await insertConversation(db, {
              areaId: me.areaId,
              creatorId: me.id,
              memberIds: neighborIds,
              title: null,
              directKey,
              command: null,
              now: now(),
            });
        found ??= made ?? (await findDirectConversation(db, directKey));
        if (!found) throw httpError(409, messagingServerTexts.notFound);
        for (const userId of [me.id, other]) await rejoinConversation(db, found.id, userId, now());
        const { conversation } = await wireOf(found.id, me.id);
        return reply.status(made ? 201 : 200).send({ conversation });
      }
      const made = await insertConversation(db, {
        areaId: me.areaId,
        creatorId: me.id,
        memberIds: neighborIds,
        title,
        directKey: null,
        command: commandTexts.created(me.username),
        now: now(),
      });
      if (!made) throw httpError(409, messagingServerTexts.notFound);
      await announce(request, [made.commandId], made.id, me.id, []);
      const { conversation } = await wireOf(made.id, me.id);
      return reply.status(201).send({ conversation });
    },
  );

  app.get(oneConversation, { schema: getConversationSchema }, async (request) => {
    const id = readFormValue(request.params, 'id') ?? '';
    const { conversation } = await wireOf(id, request.user.id);
    return { conversation };
  });

  app.put(
    oneConversation,
    { schema: updateConversationSchema, config: { limit: additionsLimit } },
    async (request) => {
      const me = request.user;
      const participation = await requireParticipation(db, request);
      const { view, model } = participation;
      const title = readTitle(request.body);
      const neighbors = readNeighborIds(request.body);
      if (title === undefined && neighbors === undefined)
        throw httpError(422, messagingServerTexts.nothingToChange);
      if (!canManageConversation(model, me.id as UserId)) refuseManagement(participation);
      const others = view.participants.filter((p) => p.userId !== me.id);
      const wanted = neighbors?.filter((id) => id !== me.id);
      if (wanted !== undefined && wanted.length === 0) throw httpError(422, messagingServerTexts.keepSomeone);
      const addIds = wanted?.filter((id) => !others.some((p) => p.userId === id)) ?? [];
      const removed = wanted === undefined ? [] : others.filter((p) => !wanted.includes(p.userId));
      const addNames = await areaResidents(request, addIds);
      const staying = [me.id, ...others.filter((p) => !removed.includes(p)).map((p) => p.userId)];
      if (await isBlockAmong(db, addIds, staying))
        throw httpError(403, moderationServerTexts.blockedConversation);
      const commands = [
        ...(title !== undefined && title !== view.title
          ? [commandTexts.renamed(me.username, title ?? '')]
          : []),
        ...(addNames.length > 0 ? [commandTexts.added(me.username, addNames)] : []),
        ...(removed.length > 0
          ? [
              commandTexts.removed(
                me.username,
                removed.map((p) => p.username),
              ),
            ]
          : []),
      ];
      if (commands.length > 0) {
        const ids = await changeConversation(db, {
          conversationId: view.id,
          actorId: me.id,
          ...(title !== undefined ? { title } : {}),
          addIds,
          removeIds: removed.map((p) => p.userId),
          commands,
          now: now(),
        });
        await announce(
          request,
          ids,
          view.id,
          me.id,
          view.participants.map((p) => p.stompKey),
        );
      }
      return { conversation: (await wireOf(view.id, me.id)).conversation };
    },
  );

  app.delete(
    oneConversation,
    { schema: leaveConversationSchema, config: { ...openWhileMuted, limit: noLimit.leave } },
    async (request) => {
      const me = request.user;
      const { membership, view } = await requireParticipation(db, request);
      const outcome = await leaveConversation(db, {
        conversationId: view.id,
        participantId: membership.id,
        actorId: me.id,
        command: commandTexts.left(me.username),
        now: now(),
      });
      if (!outcome.deleted) {
        const rest = view.participants.find((p) => p.userId !== me.id);
        if (rest) await announce(request, [outcome.commandId], view.id, rest.userId, [me.stompKey]);
      }
      return okAnswer;
    },
  );

  const setAdmin = (isAdmin: boolean) => async (request: FastifyRequest) => {
    const me = request.user;
    const participation = await requireParticipation(db, request);
    const { view, model } = participation;
    const targetId = readFormValue(request.query, 'conversation_user_id')?.trim();
    if (!targetId) throw httpError(422, messagingServerTexts.participantRequired);
    const target = view.participants.find((p) => p.id === targetId);
    if (!target) throw httpError(404, messagingServerTexts.participantNotFound);
    if (target.userId === me.id) throw httpError(403, messagingServerTexts.notOnYourself);
    if (!canActOnParticipant(model, me.id as UserId, target.userId as UserId))
      refuseManagement(participation);
    const role = isAdmin ? conversationRoles.admin : conversationRoles.member;
    if (target.role !== role) {
      const command = (isAdmin ? commandTexts.promoted : commandTexts.demoted)(me.username, target.username);
      const id = await changeRole(db, {
        conversationId: view.id,
        participantId: target.id,
        role,
        actorId: me.id,
        command,
        now: now(),
      });
      await announce(request, [id], view.id, me.id, []);
    }
    return { conversation: (await wireOf(view.id, me.id)).conversation };
  };
  app.put(
    `${oneConversation}/admin`,
    { schema: conversationAdminSchema, config: { limit: noLimit.manage } },
    setAdmin(true),
  );
  app.delete(
    `${oneConversation}/admin`,
    { schema: conversationAdminSchema, config: { limit: noLimit.manage } },
    setAdmin(false),
  );
}
