import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/openDatabase.ts';
import { httpError } from '../http/httpError.ts';
import { serverTexts } from '../http/serverTexts.ts';
import { findSessionUser, sessionCookieName, type UserRow } from './sessions.ts';

const cache = new WeakMap<FastifyRequest, UserRow | null>();

/** The signed-in user of the request, or null; looked up once per request. */
export async function currentUser(db: Database, request: FastifyRequest, now: Date): Promise<UserRow | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const token = request.cookies[sessionCookieName];
  const user = token ? await findSessionUser(db, token, now) : null;
  const signedIn = user?.activated ? user : null;
  cache.set(request, signedIn);
  return signedIn;
}

/** The signed-in user, or a 401 with the Portuguese text (doc 1 §7: 401 means not logged in). */
export async function requireUser(db: Database, request: FastifyRequest, now: Date): Promise<UserRow> {
  const user = await currentUser(db, request, now);
  if (!user) throw httpError(401, serverTexts.notSignedIn);
  return user;
}
