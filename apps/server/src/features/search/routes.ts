import { messagingPaths } from '@vizinhos/api';
import {
  checkSearchQuery,
  isSearchType,
  normalizeMemberSearch,
  readCategory,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchKind,
  searchDomainTexts,
  searchExcerpt,
  USER_SEARCH_PAGE_SIZE,
} from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/openDatabase.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { toWireUser } from '../accounts/index.ts';
import { loadMemberPage } from '../members/index.ts';
import { type SearchRow, searchContent } from './repository.ts';
import { type SearchQueryString, searchSchema, type WireSearchHitOut } from './schemas.ts';
import { searchServerTexts } from './search.texts.ts';

/** Characters of a hit's text sent: enough for three lines of a result around the first match. */
const EXCERPT_LENGTH = 240;

function toWireHit(row: SearchRow, query: string): WireSearchHitOut {
  return {
    kind: row.kind,
    id: row.id,
    post_id: row.postId,
    title: row.title,
    text: searchExcerpt(row.text, query, EXCERPT_LENGTH),
    category: row.category,
    author: { id: row.authorId, username: row.authorName },
    created_at: row.createdAt.toISOString(),
    event_date: row.eventDate?.toISOString() ?? null,
  };
}

/** The spec's participant search, kept as it was: residents by name, the searcher left out. */
async function searchResidents(db: Database, request: FastifyRequest, query: SearchQueryString) {
  if ((query.q ?? '').trim().length > SEARCH_QUERY_MAX)
    throw httpError(400, searchDomainTexts.tooLong(SEARCH_QUERY_MAX));
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
}

/**
 * GET search?q=&type= (spec: Calls): `user` (the default, as the spec's participant search) finds
 * residents by name; `all`, `post`, `comment`, `event` and `service` search the reader's area's
 * content by its words (repository.ts), never another area's, a blocked resident's or hidden content.
 * No rate limit: reads have none in this server (writes do); a search is one indexed query.
 */
export const searchRoutes: FeatureRoutes = {
  signedIn(app, { db }) {
    app.get(messagingPaths.search, { schema: searchSchema }, async (request) => {
      const query = request.query;
      const type = query.type ?? 'user';
      if (!isSearchType(type)) throw httpError(400, searchServerTexts.typeInvalid);
      if (type === 'user') return searchResidents(db, request, query);
      const checked = checkSearchQuery(query.q ?? '');
      if (!checked.ok) throw httpError(400, checked.error);
      const category = query.category === undefined ? undefined : readCategory(query.category);
      if (query.category !== undefined && category === undefined)
        throw httpError(400, searchServerTexts.categoryInvalid);
      const page = query.page ?? 1;
      const perPage = query.per_page ?? SEARCH_PAGE_SIZE;
      const kinds: readonly SearchKind[] = type === 'all' ? SEARCH_KINDS : [type];
      const { rows, total } = await searchContent(db, {
        readerId: request.user.id,
        areaId: request.user.areaId,
        words: checked.words,
        kinds,
        ...(category ? { category } : {}),
        page,
        perPage,
      });
      return {
        results: rows.map((row) => toWireHit(row, checked.text)),
        meta: { total_count: total, page, per_page: perPage },
      };
    });
  },
};
