import { updateMeFields } from '@vizinhos/api';
import { ACCOUNT_FIELD_LIMITS, checkUsername } from '@vizinhos/domain';
import type { UserRow } from '../../auth/sessions.ts';
import { labelField } from '../../http/fieldLabels.ts';
import { httpError } from '../../http/httpError.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { serverTexts } from '../../http/server.texts.ts';
import { accountsServerTexts } from '../accounts/index.ts';
import { storeUpload } from '../images/index.ts';
import { profileServerTexts } from './profile.texts.ts';
import { isUsernameTaken, type ProfileChanges } from './repository.ts';

/** Reads a profile field sent as `user[name]` (form) or nested `user.name` (JSON). */
function profileField(body: unknown, name: keyof typeof updateMeFields): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (updateMeFields[name] in record) return record[updateMeFields[name]];
  const nested = record.user;
  return typeof nested === 'object' && nested !== null
    ? (nested as Record<string, unknown>)[name]
    : undefined;
}

function textField(body: unknown, name: 'username' | 'first_name' | 'last_name' | 'summary', max: number) {
  const value = profileField(body, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max)
    throw httpError(400, serverTexts.fieldInvalid(labelField(name)));
  return value.trim();
}

/**
 * Checks a PUT users/me edit field by field (spec: Calls) and returns the columns to change;
 * an avatar is re-encoded and stored on the way (images feature). Throws the first refusal.
 */
export async function readProfileEdit(
  context: RouteContext,
  user: UserRow,
  body: unknown,
): Promise<ProfileChanges> {
  const { db } = context;
  const changes: ProfileChanges = {};
  const username = textField(body, 'username', ACCOUNT_FIELD_LIMITS.usernameMax);
  if (username !== undefined && username !== user.username) {
    const check = checkUsername(username);
    if (!check.ok) throw httpError(422, check.message);
    if (await isUsernameTaken(db, username, user.id)) throw httpError(409, accountsServerTexts.usernameTaken);
    changes.username = username;
  }
  const firstName = textField(body, 'first_name', ACCOUNT_FIELD_LIMITS.name);
  const lastName = textField(body, 'last_name', ACCOUNT_FIELD_LIMITS.name);
  const summary = textField(body, 'summary', ACCOUNT_FIELD_LIMITS.summary);
  if (firstName !== undefined) {
    if (!firstName) throw httpError(422, serverTexts.fieldRequired(labelField('first_name')));
    changes.firstName = firstName;
  }
  if (lastName !== undefined) {
    if (!lastName) throw httpError(422, serverTexts.fieldRequired(labelField('last_name')));
    changes.lastName = lastName;
  }
  if (summary !== undefined) changes.summary = summary;
  const avatar = profileField(body, 'avatar');
  if (avatar !== undefined) {
    if (!Buffer.isBuffer(avatar)) throw httpError(415, profileServerTexts.imageInvalid);
    changes.avatarId = await storeUpload(context, { ownerId: user.id, areaId: null, bytes: avatar });
  }
  return changes;
}
