import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { httpError } from '../http/httpError.ts';
import { serverTexts } from '../http/server.texts.ts';
import type { SessionStore } from './sessionStore.ts';
import { type SessionUser, sessionCookieName } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in, activated user of the request, with its area. Set by the session preHandler of
     * the signed-in route group; reading it on an open route is a bug and throws.
     */
    readonly user: SessionUser;
  }
}

const sessionUsers = new WeakMap<FastifyRequest, SessionUser>();

/** Adds `request.user` to every request of the app; only the signed-in group fills it. */
export function decorateSessionUser(app: FastifyInstance): void {
  app.decorateRequest('user', {
    getter(this: FastifyRequest): SessionUser {
      const user = sessionUsers.get(this);
      if (!user) throw new Error('request.user read outside the signed-in route group');
      return user;
    },
  });
}

/**
 * The preHandler of the signed-in route group: checks the session once (from the session cache in
 * the common case) and puts its user on the request, or answers 401 with the Portuguese text
 * (spec: "401 means not logged in").
 */
export function requireSession(sessions: SessionStore): preHandlerAsyncHookHandler {
  return async function loadSessionUser(request) {
    const token = request.cookies[sessionCookieName];
    const user = token ? await sessions.find(token) : null;
    if (!user?.activated) throw httpError(401, serverTexts.notSignedIn);
    sessionUsers.set(request, user);
  };
}
