import {
  type AreaId,
  isRecord,
  mapDefined,
  readNumber,
  readText,
  toId,
  type UserId,
} from '../common/index.ts';
import { normalizeArea } from './normalizeArea.ts';
import type { User } from './user.ts';
import type { WireUser, WireUserEnvelope, WireUserSearchAnswer, WireUsersPage } from './wireUser.ts';

/** A user from its wire shape (spec: Entities and their fields); undefined when it has no id or no username. */
export function normalizeUser(wire: WireUser | null | undefined): User | undefined {
  const id = toId<'User'>(wire?._id ?? wire?.id) as UserId | undefined;
  const username = readText(wire?.username);
  if (wire == null || id === undefined || username === undefined) return undefined;
  const area = normalizeArea(wire.area);
  return {
    id,
    username,
    firstName: readText(wire.first_name),
    lastName: readText(wire.last_name),
    email: readText(wire.email),
    avatar: readText(wire.avatar) ?? readText(wire.image_url),
    summary: readText(wire.summary),
    roleName: readText(wire.role?.name),
    // area_id may arrive as `{ $oid }`; the nested area's id stands in when area_id is missing.
    areaId: (toId<'Area'>(wire.area_id) as AreaId | undefined) ?? area?.id,
    area,
    createdAt: readText(wire.created_at),
    points: readNumber(wire.points),
    stompKey: readText(wire.stomp_key),
    postCount: readNumber(wire.post_count),
    commentCount: readNumber(wire.comment_count),
    averageObjectivity: readNumber(wire.average_objectivity),
    inviteCount: readNumber(wire.invite_count),
  };
}

/**
 * The user of an answer that puts it under `users` or `user` (spec: Entities and their fields, Calls); `users` may also be a
 * one-item list. Undefined means "Resposta inválida do servidor" to the caller (spec: Validation rules).
 */
export function readUserEnvelope(body: unknown): User | undefined {
  if (!isRecord(body)) return undefined;
  const envelope = body as WireUserEnvelope;
  const users = envelope.users;
  const candidate = Array.isArray(users) ? users[0] : (users as WireUser | null | undefined);
  return normalizeUser(candidate ?? envelope.user);
}

function normalizeUsers(list: readonly WireUser[] | null | undefined): User[] {
  return mapDefined(list, normalizeUser);
}

/** A members page (spec: Calls): users and meta.total_count (the users counted when it is absent). */
export function readUsersPage(body: unknown): { users: User[]; totalCount: number } {
  const page: WireUsersPage = isRecord(body) ? body : {};
  const users = normalizeUsers(page.users);
  return { users, totalCount: readNumber(page.meta?.total_count) ?? users.length };
}

/** The participant search answer (spec: Calls): `results` or `users`. */
export function readUserSearchAnswer(body: unknown): User[] {
  const answer: WireUserSearchAnswer = isRecord(body) ? body : {};
  return normalizeUsers(answer.results ?? answer.users);
}
