import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/openDatabase.ts';
import { httpError } from '../http/httpError.ts';
import { serverTexts } from '../http/server.texts.ts';
import { findSessionUser, sessionCookieName, type UserRow } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in, activated user of the request. Set by the session preHandler of the signed-in
     * route group; reading it on an open route is a bug and throws.
     */
    readonly user: UserRow;
  }
}

const sessionUsers = new WeakMap<FastifyRequest, UserRow>();

/** Adds `request.user` to every request of the app; only the signed-in group fills it. */
export function decorateSessionUser(app: FastifyInstance): void {
  app.decorateRequest('user', {
    getter(this: FastifyRequest): UserRow {
      const user = sessionUsers.get(this);
      if (!user) throw new Error('request.user read outside the signed-in route group');
      return user;
    },
  });
}

/**
 * The preHandler of the signed-in route group: loads the session user once and puts it on the
 * request, or answers 401 with the Portuguese text (spec: "401 means not logged in").
 */
export function requireSession(db: Database, now: () => Date): preHandlerAsyncHookHandler {
  return async function loadSessionUser(request) {
    const token = request.cookies[sessionCookieName];
    const user = token ? await findSessionUser(db, token, now()) : null;
    if (!user?.activated) throw httpError(401, serverTexts.notSignedIn);
    sessionUsers.set(request, user);
  };
}
