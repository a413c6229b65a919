import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName, sessionLifetimeMs } from './sessions.ts';

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure whenever the request came over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(sessionLifetimeMs / 1000),
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/' });
}
