// Request and response schemas (TypeBox) of GET search (spec: Calls: search?q=&type=user&per_page=10,
// grown by the content types).
import { type Static, Type } from 'typebox';
import { errorResponses, nullable } from '../../http/schemaParts.ts';
import { wireUserSchema } from '../accounts/index.ts';

// Loose on purpose (STYLE: Server routes): a blank, overlong or word-less text and an unknown type
// or category are worded in Portuguese by the handler, not by the schema's generic message.
const searchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 1000 })),
  type: Type.Optional(Type.String({ maxLength: 40 })),
  category: Type.Optional(Type.String({ maxLength: 40 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

/** The query of GET search. */
export type SearchQueryString = Static<typeof searchQuery>;

const searchHit = Type.Object({
  kind: Type.Union([
    Type.Literal('post'),
    Type.Literal('comment'),
    Type.Literal('event'),
    Type.Literal('service'),
  ]),
  id: Type.String(),
  post_id: nullable(Type.String()),
  title: Type.String(),
  text: Type.String(),
  category: nullable(Type.String()),
  author: Type.Object({ id: Type.String(), username: Type.String() }),
  created_at: Type.String(),
  event_date: nullable(Type.String()),
});

/** One hit of the content search, as the handler answers it. */
export type WireSearchHitOut = Static<typeof searchHit>;

const contentAnswer = Type.Object({
  results: Type.Array(searchHit),
  meta: Type.Object({ total_count: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() }),
});

/**
 * GET search: `type=user` (or none) answers residents of one's area (`users`, and the same under
 * `results`), as the spec's participant search; `all`, `post`, `comment`, `event` and `service`
 * answer a page of content hits (`results`, `meta`).
 */
export const searchSchema = {
  querystring: searchQuery,
  response: {
    200: Type.Union([
      Type.Object({ users: Type.Array(wireUserSchema), results: Type.Array(wireUserSchema) }),
      contentAnswer,
    ]),
    ...errorResponses,
  },
} as const;
