// Moderating members (spec 3: Calls, Roles and permissions): muting a resident for 24 hours or 7
// days, and appointing or removing moderators and admins.
import { moderationPaths } from '@vizinhos/api';
import {
  canModerate,
  checkMute,
  checkRoleChange,
  moderationTexts,
  mutedText,
  readAssignableRole,
} from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { noLimit } from '../../auth/routeRules.ts';
import type { Database } from '../../db/openDatabase.ts';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { recordActivity } from '../notifications/index.ts';
import { changeRole, findAreaMember, muteMember } from './members.ts';
import { moderationServerTexts } from './moderation.texts.ts';
import { muteSchema, roleSchema } from './schemas.ts';

const field = (body: unknown, name: string) =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

export function registerMemberRoutes(app: RouteApp, context: RouteContext): void {
  const { db, now, sessions } = context;
  const memberPath = (what: string) => `${moderationPaths.moderationMembers}/:id/${what}`;

  /** The area's member named in the path; 404 for an unknown id or another area's. */
  const areaMember = async (request: FastifyRequest) => {
    const member = await findAreaMember(db, readFormValue(request.params, 'id') ?? '', request.user.areaId);
    if (!member) throw httpError(404, moderationServerTexts.memberNotFound);
    return member;
  };

  app.post(
    memberPath('mute'),
    { schema: muteSchema, config: { role: 'moderator', limit: noLimit.moderation } },
    async (request) => {
      const member = await areaMember(request);
      const at = now();
      const mute = checkMute(field(request.body, 'hours'), at);
      if (!mute.ok) throw httpError(422, mute.message);
      if (member.id === request.user.id) throw httpError(422, moderationServerTexts.muteSelf);
      if (canModerate(member.role)) throw httpError(403, moderationServerTexts.muteModerator);
      const hours = String(field(request.body, 'hours'));
      const entry = {
        areaId: request.user.areaId,
        actorId: request.user.id,
        action: 'mute' as const,
        targetUserId: member.id,
        reason: hours,
        at,
      };
      await muteMember(db, member.id, mute.until, entry, (tx: Database) =>
        recordActivity(tx, { kind: 'moderation', userId: member.id, body: mutedText(mute.until) }, at),
      );
      // The session's cached copy of the member is dropped, so every instance reads the mute.
      await sessions.forgetUser(member.id);
      return { muted_until: mute.until.toISOString() };
    },
  );

  app.put(
    memberPath('role'),
    { schema: roleSchema, config: { role: 'moderator', limit: noLimit.moderation } },
    async (request) => {
      const actorRole = request.moderatorRole;
      const member = await areaMember(request);
      const next = readAssignableRole(field(request.body, 'role'));
      if (next === undefined) throw httpError(422, moderationTexts.roleInvalid);
      const check = checkRoleChange(actorRole, member.role, next);
      if (!check.ok) throw httpError(check.status, check.message);
      const role = next ?? 'Membro';
      await changeRole(db, member.id, role, {
        areaId: request.user.areaId,
        actorId: request.user.id,
        action: 'role',
        targetUserId: member.id,
        reason: role,
        at: now(),
      });
      await sessions.forgetUser(member.id);
      return { role };
    },
  );
}
