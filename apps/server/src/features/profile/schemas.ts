// Request and response JSON schemas of the profile routes (spec: Calls: GET users/{id}, PUT users/me).

import { errorResponses } from '../../http/schemaParts.ts';
import { profileFlagsQuery, wireUserSchema } from '../accounts/index.ts';

const count = { type: 'integer', minimum: 0 } as const;

/** A profile: the wire user plus how its points were earned (with include_counts). */
const profileUserSchema = {
  ...wireUserSchema,
  properties: {
    ...wireUserSchema.properties,
    influence: {
      type: 'object',
      required: ['upvotes_received', 'downvotes_received', 'objective_posts', 'answered_comments'],
      properties: {
        upvotes_received: count,
        downvotes_received: count,
        objective_posts: count,
        answered_comments: count,
      },
    },
  },
} as const;

const profileEnvelope = {
  type: 'object',
  required: ['users'],
  properties: { users: profileUserSchema },
} as const;

/** GET users/{id} with the profile flags. */
export const profileSchema = {
  params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } },
  querystring: profileFlagsQuery,
  response: { 200: profileEnvelope, ...errorResponses },
} as const;

/**
 * PUT users/me: a multipart or url-encoded form (`user[username]`, ..., `user[avatar]`) or JSON
 * nested under `user`. No body schema: any body, even none, is read field by field in
 * readProfileEdit, which words each refusal.
 */
export const updateMeSchema = {
  response: { 200: profileEnvelope, ...errorResponses },
} as const;
