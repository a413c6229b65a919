// The SQL of the search: an area's posts, events, comments and services whose words meet the
// searched words, best first, with PostgreSQL's full-text search (migration 0019_search).
import { SEARCH_KINDS, type SearchKind } from '@vizinhos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';

/** What to search: the reader (their area and blocks), the words, the kinds, a category, the page. */
export type SearchQuery = {
  readerId: string;
  areaId: string;
  /** Letters and digits only (domain `searchWords`), so no query syntax reaches the parser. */
  words: string[];
  kinds: readonly SearchKind[];
  /** A post category: only posts, events and comments of posts of that category. */
  category?: string;
  page: number;
  perPage: number;
};

/** One hit as read, before its text is cut to an excerpt. */
export type SearchRow = {
  kind: SearchKind;
  id: string;
  postId: string | null;
  title: string;
  text: string;
  category: string | null;
  authorId: string;
  authorName: string;
  createdAt: Date;
  eventDate: Date | null;
};

// The indexed expressions of migration 0019_search, word for word (over the table's alias `at`;
// the ranking reads them again over the hits' own columns).
const postVectorOf = (at: string) =>
  sql.raw(
    `(setweight(to_tsvector('portuguese_unaccent', ${at}."title"), 'A') || setweight(to_tsvector('portuguese_unaccent', ${at}."text"), 'B'))`,
  );
const postVector = postVectorOf('p');
const commentVectorOf = (at: string) => sql.raw(`to_tsvector('portuguese_unaccent', ${at}."text")`);
const commentVector = commentVectorOf('c');
const serviceVector = sql.raw(
  `(setweight(to_tsvector('portuguese_unaccent', s."name"), 'A') || setweight(to_tsvector('portuguese_unaccent', s."address" || ' ' || s."opening_hours"), 'B'))`,
);

/**
 * How many of each kind's newest hits are ranked. Ranking reads each hit's text again (the GIN index
 * answers which rows match, not how well): ranking all 3,400 posts that say "bicicleta" in the big
 * area took 100 ms and more a query. So the newest hits of each kind are ranked, best first, and
 * older ones follow them newest first: one total order, so pages never repeat or skip a hit.
 */
export const RANKED_HITS = 200;

/** A part's hits with their rank: only the newest RANKED_HITS get one (`vector` over `hit`). */
const ranked = (query: SearchQuery, hits: SQL, vector: SQL, columns: SQL) => sql`
  select ${columns}, case when hit.recent <= ${RANKED_HITS} then ts_rank_cd(${vector}, ${tsq(query)}) end as rank
  from (${hits}) hit`;
const hitColumns = sql.raw(
  'hit.kind, hit.id, hit.post_id, hit.title, hit.text, hit.category, hit.author_id, hit.created_at, hit.event_date',
);

// The searched words as a query, written in each part (not a CTE), so each part's planner sees a
// stable expression and reaches its GIN index.
const tsq = (query: SearchQuery) => sql`plainto_tsquery('portuguese_unaccent', ${query.words.join(' ')})`;

// spec 3: a post hidden by a report (the hide rule) and a blocked resident's content are never
// found; a removed post is gone, a removed or deleted comment has deleted_at.
const postShown = (readerId: string, post: string) => sql`
  not exists (select 1 from post_flags f where f.post_id = ${sql.raw(post)}.id and f.hides)
  and not exists (select 1 from blocks b where b.blocker_id = ${readerId} and b.blocked_id = ${sql.raw(post)}.author_id)`;

/**
 * Posts and events in one pass over the GIN index (two parts read the same hits twice), each kind
 * ranked on its own newest hits. The authors' names are joined to the page only (searchContent).
 */
function postsPart(query: SearchQuery, kinds: { post: boolean; event: boolean }, category: SQL): SQL {
  const isEvent = sql`p.type is not distinct from 'event'`;
  const which =
    kinds.post && kinds.event ? sql`` : kinds.event ? sql`and ${isEvent}` : sql`and not ${isEvent}`;
  const hits = sql`
    select case when ${isEvent} then 'event' else 'post' end::text as kind, p.id, p.id as post_id, p.title,
      p.text, p.category, p.author_id, p.created_at, p.event_date,
      row_number() over (partition by ${isEvent} order by p.created_at desc, p.id desc) as recent
    from posts p
    where p.area_id = ${query.areaId} and ${postVector} @@ ${tsq(query)} ${which}
      and ${postShown(query.readerId, 'p')} ${category}`;
  return ranked(query, hits, postVectorOf('hit'), hitColumns);
}

function commentsPart(query: SearchQuery, category: SQL): SQL {
  // Each matching comment's post by its key (the lateral's `offset 0` keeps it a probe per comment):
  // joined by hash, the planner read all 50,000 posts of the big area even when no comment matched.
  const hits = sql`
    select 'comment'::text as kind, c.id, p.id as post_id, p.title, c.text, p.category,
      c.author_id, c.created_at, null::timestamptz as event_date,
      row_number() over (order by c.created_at desc, c.id desc) as recent
    from comments c
    cross join lateral (select p.id, p.title, p.category, p.author_id from posts p
      where p.id = c.post_id and p.area_id = ${query.areaId} offset 0) p
    where c.deleted_at is null and ${commentVector} @@ ${tsq(query)}
      and ${postShown(query.readerId, 'p')}
      and not exists (select 1 from blocks b where b.blocker_id = ${query.readerId} and b.blocked_id = c.author_id)
      ${category}`;
  return ranked(query, hits, commentVectorOf('hit'), hitColumns);
}

function servicesPart(query: SearchQuery): SQL {
  return sql`
    select 'service'::text as kind, s.id, null::text as post_id, s.name as title,
      concat_ws(' · ', nullif(s.address, ''), nullif(s.opening_hours, '')) as text, null::text as category,
      s.author_id, s.created_at, null::timestamptz as event_date,
      ts_rank_cd(${serviceVector}, ${tsq(query)}) as rank
    from services s
    where s.area_id = ${query.areaId} and ${serviceVector} @@ ${tsq(query)}
      and not exists (select 1 from blocks b where b.blocker_id = ${query.readerId} and b.blocked_id = s.author_id)`;
}

type Rows = { rows: Record<string, unknown>[] };
// What db.execute answers on both engines (node-postgres and PGlite): the rows under `rows`.
const rowsOf = (result: unknown) => (result as Rows).rows;

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * One page of hits, most relevant first and, among equals, the most recent (then by id, so pages
 * never repeat a hit), with the number of hits in all. Only each kind's RANKED_HITS newest hits are
 * ranked; the older ones follow, newest first. `plainto_tsquery` reads the words as plain
 * words joined by AND: no input can be a syntax error. Words the configuration ignores (stop words
 * alone) make an empty query, which finds nothing.
 */
export async function searchContent(
  db: Database,
  query: SearchQuery,
): Promise<{ rows: SearchRow[]; total: number }> {
  const category = query.category === undefined ? sql`` : sql`and p.category = ${query.category}`;
  const parts: SQL[] = [];
  const postKinds = { post: query.kinds.includes('post'), event: query.kinds.includes('event') };
  if (postKinds.post || postKinds.event) parts.push(postsPart(query, postKinds, category));
  if (query.kinds.includes('comment')) parts.push(commentsPart(query, category));
  // A service has no category: a search narrowed to one leaves services out.
  if (query.kinds.includes('service') && query.category === undefined) parts.push(servicesPart(query));
  if (parts.length === 0) return { rows: [], total: 0 };
  const union = sql.join(parts, sql` union all `);
  // The page first, then its authors' names: joined to every hit, the planner hashed all the
  // residents of the area (26,000 on the big one) for 20 names.
  const order = sql`hits.rank desc nulls last, hits.created_at desc, hits.id desc`;
  const found = rowsOf(
    await db.execute(sql`
    select hits.*, u.username as author_name from (
      select hits.*, (count(*) over ())::int as total from (${union}) hits
      order by ${order}
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}) hits
    join users u on u.id = hits.author_id
    order by ${order}`),
  );
  const rows = found.map(
    (row): SearchRow => ({
      kind: SEARCH_KINDS.find((kind) => kind === row.kind) ?? 'post',
      id: String(row.id),
      postId: row.post_id === null ? null : String(row.post_id),
      title: String(row.title ?? ''),
      text: String(row.text ?? ''),
      category: row.category === null ? null : String(row.category),
      authorId: String(row.author_id),
      authorName: String(row.author_name),
      createdAt: toDate(row.created_at),
      eventDate: row.event_date === null || row.event_date === undefined ? null : toDate(row.event_date),
    }),
  );
  if (found[0] !== undefined || query.page === 1) return { rows, total: Number(found[0]?.total ?? 0) };
  // A page past the end still counts every hit (the window count saw none of them).
  const counted = rowsOf(await db.execute(sql`select count(*)::int as total from (${union}) hits`));
  return { rows, total: Number(counted[0]?.total ?? 0) };
}
