// Blocking (spec 3: Calls): a resident blocks and unblocks another of their area and reads their
// own block list, which nobody else ever sees.

import { apiPaths, moderationPaths } from '@vizinhos/api';
import type { FastifyRequest } from 'fastify';
import { noLimit } from '../../auth/routeRules.ts';
import { openWhileMuted } from '../../auth/writeLimits.ts';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { block, loadBlocks, unblock } from './blocks.ts';
import { findAreaMember } from './members.ts';
import { moderationServerTexts } from './moderation.texts.ts';
import { blockSchema, blocksSchema } from './schemas.ts';

export function registerBlockRoutes(app: RouteApp, context: RouteContext): void {
  const { db, now } = context;
  const onePath = `${apiPaths.users}/:id/block`;

  const other = async (request: FastifyRequest) => {
    const member = await findAreaMember(db, readFormValue(request.params, 'id') ?? '', request.user.areaId);
    if (!member) throw httpError(404, moderationServerTexts.memberNotFound);
    if (member.id === request.user.id) throw httpError(422, moderationServerTexts.blockSelf);
    return member;
  };

  app.post(
    onePath,
    { schema: blockSchema, config: { ...openWhileMuted, limit: noLimit.own } },
    async (request) => {
      await block(db, request.user.id, (await other(request)).id, now());
      return okAnswer;
    },
  );

  app.delete(
    onePath,
    { schema: blockSchema, config: { ...openWhileMuted, limit: noLimit.own } },
    async (request) => {
      // A block is lifted wherever the blocked resident now lives: they may have moved to another
      // area, and the block list still shows them with "Desbloquear".
      if (await unblock(db, request.user.id, readFormValue(request.params, 'id') ?? '')) return okAnswer;
      await other(request);
      return okAnswer;
    },
  );

  app.get(moderationPaths.myBlocks, { schema: blocksSchema }, async (request) => {
    const rows = await loadBlocks(db, request.user.id);
    return {
      users: rows.map((row) => ({
        id: row.id,
        username: row.username,
        first_name: row.firstName,
        last_name: row.lastName,
        avatar: row.avatarId ? `${apiPaths.images}/${row.avatarId}` : null,
        blocked_at: row.blockedAt.toISOString(),
      })),
    };
  });
}
