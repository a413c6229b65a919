// Request and response JSON schemas of the members directory (spec: Calls).

import { errorResponses } from '../../http/schemaParts.ts';
import { wireUserSchema } from '../accounts/index.ts';

/** The query of GET users and users/search. */
export type PageQuery = { q?: string; page?: number; per_page?: number; area_id?: string };

const pageQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100 },
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    per_page: { type: 'integer', minimum: 1, maximum: 100 },
    area_id: { type: 'string', maxLength: 64 },
  },
} as const;

const usersPage = {
  type: 'object',
  required: ['users', 'meta'],
  properties: {
    users: { type: 'array', items: wireUserSchema },
    meta: {
      type: 'object',
      required: ['total_count'],
      properties: { total_count: { type: 'integer' } },
    },
  },
} as const;

/** GET users and GET users/search. */
export const memberPageSchema = {
  querystring: pageQuery,
  response: { 200: usersPage, ...errorResponses },
} as const;
