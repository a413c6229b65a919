import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from './auth/sessions.ts';
import { withFigures } from './features/accounts/index.ts';
import { readTimelinePage, toWirePost } from './features/posts/index.ts';
import type { RouteContext } from './http/routeContext.ts';

/** What the page of a signed-in `/` is painted from: the answers the app's first two calls get. */
export type FirstPaintData = { me: unknown; posts: readonly unknown[] };

/**
 * For the page the server paints at a signed-in `/` (issue 27): the signed-in resident (the session
 * check, as GET users/me answers it) and the first page of their area's timeline with their own
 * votes, read as GET posts reads it (readTimelinePage), or null without a valid session.
 */
export function createFirstPaintReader(context: Pick<RouteContext, 'db' | 'reads' | 'sessions'>) {
  return async (request: FastifyRequest): Promise<FirstPaintData | null> => {
    const token = request.cookies[sessionCookieName];
    const user = token ? await context.sessions.find(token) : null;
    if (!user?.activated) return null;
    const [me, views] = await Promise.all([
      withFigures(context.db, user, { isSelf: true, flags: { include_area: true } }),
      readTimelinePage(context, user, { category: undefined, page: 1 }),
    ]);
    return {
      me,
      posts: views.map((view) => toWirePost(view, { includeStats: true, includeComments: true })),
    };
  };
}
