import { messagingPaths } from '@vizinhos/api';
import { normalizeMemberSearch, USER_SEARCH_PAGE_SIZE } from '@vizinhos/domain';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { toWireUser } from '../accounts/index.ts';
import { loadMemberPage } from '../members/index.ts';
import { messagingServerTexts } from './messaging.texts.ts';
import { searchResidentsSchema } from './schemas.ts';

/**
 * GET search?q=&type=user&per_page=10 (spec: Calls): the participant search of a new conversation,
 * residents of one's own area by name, the searcher left out (one never messages oneself).
 */
export function registerSearchRoutes(app: RouteApp, { db }: RouteContext): void {
  app.get(messagingPaths.search, { schema: searchResidentsSchema }, async (request) => {
    const query = request.query;
    if (query.type !== undefined && query.type !== 'user')
      throw httpError(422, messagingServerTexts.searchTypeInvalid);
    const perPage = query.per_page ?? USER_SEARCH_PAGE_SIZE;
    const search = normalizeMemberSearch(query.q ?? '');
    // One more than the page, so that leaving the searcher out still fills it.
    const { views } = await loadMemberPage(db, {
      area: request.user.area,
      ...(search ? { search } : {}),
      perPage: perPage + 1,
    });
    const users = views
      .filter((view) => view.id !== request.user.id)
      .slice(0, perPage)
      .map((view) => toWireUser(view, { isSelf: false }));
    return { users, results: users };
  });
}
