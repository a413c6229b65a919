import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from './auth/sessions.ts';
import { withFigures } from './features/accounts/index.ts';
import { loadBlocks } from './features/moderation/index.ts';
import { readPost, readTimelinePage, toWirePost } from './features/posts/index.ts';
import type { PaintedAddress } from './http/firstPaint.ts';
import type { RouteContext } from './http/routeContext.ts';

/**
 * What a signed-in page is painted from: the answers the app's first calls get (the session check,
 * then the timeline's first page at `/`, or the one post at `/posts/{id}`), and the ids of the
 * residents the reader blocked (GET users/me/blocks), whose posts are painted collapsed.
 */
export type FirstPaintData = { me: unknown; posts: readonly unknown[]; blockedIds: readonly string[] };

/** Both pages' posts come as the timeline and GET posts/{id} give them: with figures and comments. */
const wire = { includeStats: true, includeComments: true };

/**
 * For the page the server paints at a signed-in address: the signed-in resident (the
 * session check, as GET users/me answers it) and, read as their calls read them, the first page
 * of their area's timeline with their own votes (readTimelinePage), or the post of `/posts/{id}`
 * (readPost), and whom they blocked. Null without a valid session, or for a post that is not in their area.
 */
export function createFirstPaintReader(context: Pick<RouteContext, 'db' | 'reads' | 'sessions'>) {
  return async (request: FastifyRequest, address: PaintedAddress): Promise<FirstPaintData | null> => {
    const token = request.cookies[sessionCookieName];
    const user = token ? await context.sessions.find(token) : null;
    if (!user?.activated) return null;
    const me = withFigures(context.db, user, { isSelf: true, flags: { include_area: true } });
    const blocked = loadBlocks(context.db, user.id).then((rows) => rows.map((row) => row.id));
    if (address.page === 'post') {
      const [figures, blockedIds, view] = await Promise.all([
        me,
        blocked,
        readPost(context, user, address.postId),
      ]);
      return view ? { me: figures, posts: [toWirePost(view, wire)], blockedIds } : null;
    }
    const [figures, blockedIds, views] = await Promise.all([
      me,
      blocked,
      readTimelinePage(context, user, { category: undefined, page: 1 }),
    ]);
    return { me: figures, posts: views.map((view) => toWirePost(view, wire)), blockedIds };
  };
}
