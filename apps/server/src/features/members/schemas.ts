// Request and response schemas (TypeBox) of the members directory (spec: Calls).

import { type Static, Type } from 'typebox';
import { errorResponses } from '../../http/schemaParts.ts';
import { wireUserSchema } from '../accounts/index.ts';

const pageQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  area_id: Type.Optional(Type.String({ maxLength: 64 })),
});

/** The query of GET users and users/search. */
export type PageQuery = Static<typeof pageQuery>;

const usersPage = Type.Object({
  users: Type.Array(wireUserSchema),
  meta: Type.Object({ total_count: Type.Integer() }),
});

/** GET users and GET users/search. */
export const memberPageSchema = {
  querystring: pageQuery,
  response: { 200: usersPage, ...errorResponses },
} as const;
