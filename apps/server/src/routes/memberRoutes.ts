import { apiPaths, type ProfileFlags } from '@vizinhos/api';
import { MEMBERS_PAGE_SIZE, normalizeMemberSearch } from '@vizinhos/domain';
import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/requireUser.ts';
import { users } from '../db/schema.ts';
import { httpError } from '../http/httpError.ts';
import { readFormValue } from '../http/readFormValue.ts';
import { profileFlagsQuery } from '../http/requestSchemas.ts';
import { serverTexts } from '../http/serverTexts.ts';
import type { RouteContext } from '../routeContext.ts';
import { loadUserView, loadUserViews } from '../users/loadUserViews.ts';
import { profileFigures } from '../users/profileFigures.ts';
import { toWireUser } from '../users/toWireUser.ts';

const pageQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100 },
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    per_page: { type: 'integer', minimum: 1, maximum: 100 },
    area_id: { type: 'string', maxLength: 64 },
  },
} as const;

type PageQuery = { q?: string; page?: number; per_page?: number; area_id?: string };

/** Members of one's own area (doc 1 §7): list, search and profiles; other areas are refused. */
export function registerMemberRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  async function page(where: SQL | undefined, query: PageQuery, selfId: string) {
    const perPage = query.per_page ?? MEMBERS_PAGE_SIZE;
    const offset = ((query.page ?? 1) - 1) * perPage;
    const views = await loadUserViews(db, where, {
      orderBy: [asc(users.createdAt), asc(users.id)],
      limit: perPage,
      offset,
      withTotal: true,
    });
    // The window count rides on the page's rows; only a page past the end needs its own count.
    const total =
      views[0]?.total ??
      (await db
        .select({ n: count() })
        .from(users)
        .where(where)
        .then((rows) => rows[0]?.n ?? 0));
    return {
      users: views.map((view) => toWireUser(view, { isSelf: view.id === selfId })),
      meta: { total_count: total },
    };
  }

  async function areaOf(request: Parameters<typeof requireUser>[1], query: PageQuery) {
    const user = await requireUser(db, request, context.now());
    if (query.area_id && query.area_id !== user.areaId) throw httpError(403, serverTexts.otherArea);
    return user;
  }

  app.get(apiPaths.users, { schema: { querystring: pageQuery } }, async (request) => {
    const query = request.query as PageQuery;
    const user = await areaOf(request, query);
    return page(and(eq(users.areaId, user.areaId), eq(users.activated, true)), query, user.id);
  });

  app.get(apiPaths.usersSearch, { schema: { querystring: pageQuery } }, async (request) => {
    const query = request.query as PageQuery;
    const user = await areaOf(request, query);
    // doc 1 §5: the text is trimmed; empty lists everyone.
    const text = normalizeMemberSearch(query.q ?? '')
      ?.toLowerCase()
      .replace(/[\\%_]/g, (match) => `\\${match}`);
    const filter = text ? like(sql`lower(${users.username})`, `%${text}%`) : undefined;
    return page(and(eq(users.areaId, user.areaId), eq(users.activated, true), filter), query, user.id);
  });

  app.get(
    `${apiPaths.users}/:id`,
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } },
        querystring: profileFlagsQuery,
      },
    },
    async (request) => {
      const user = await requireUser(db, request, context.now());
      const id = readFormValue(request.params, 'id') ?? '';
      const view = /^[0-9a-f]{24}$/.test(id) ? await loadUserView(db, id) : null;
      if (!view?.activated) throw httpError(404, serverTexts.userNotFound);
      if (view.areaId !== user.areaId) throw httpError(403, serverTexts.otherArea);
      const flags = request.query as ProfileFlags;
      const figures = await profileFigures(db, view);
      return { users: toWireUser(view, { isSelf: view.id === user.id, flags, figures }) };
    },
  );
}
