import { apiPaths } from '@vizinhos/api';
import { normalizeMemberSearch } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { toWireUser } from '../accounts/index.ts';
import { membersServerTexts } from './members.texts.ts';
import { loadMemberPage } from './repository.ts';
import { memberPageSchema, type PageQuery } from './schemas.ts';

/** Only the signed-in user's own area may be listed (spec: Roles and permissions). */
function ownArea(request: FastifyRequest, query: PageQuery): void {
  if (query.area_id && query.area_id !== request.user.areaId)
    throw httpError(403, membersServerTexts.otherArea);
}

/** Members of one's own area: list and search (a member's profile is the profile feature's); other areas are refused. */
export const membersRoutes: FeatureRoutes = {
  signedIn(app, { db, reads }) {
    async function answerPage(request: FastifyRequest, query: PageQuery, search?: string) {
      ownArea(request, query);
      // The same page for every resident of the area: read once between writes.
      const key = `members:${request.user.areaId}:${query.page ?? ''}:${query.per_page ?? ''}:${search ?? ''}`;
      const { views, total } = await reads.get(key, () =>
        loadMemberPage(db, {
          area: request.user.area,
          ...(search ? { search } : {}),
          ...(query.page ? { page: query.page } : {}),
          ...(query.per_page ? { perPage: query.per_page } : {}),
        }),
      );
      return {
        users: views.map((view) => toWireUser(view, { isSelf: view.id === request.user.id })),
        meta: { total_count: total },
      };
    }

    app.get(apiPaths.users, { schema: memberPageSchema }, (request) => answerPage(request, request.query));

    // spec: Validation rules, the text is trimmed; empty lists everyone.
    app.get(apiPaths.usersSearch, { schema: memberPageSchema }, (request) =>
      answerPage(request, request.query, normalizeMemberSearch(request.query.q ?? '')),
    );
  },
};
