// Request and response schemas (TypeBox) of the profile routes (spec: Calls: GET users/{id}, PUT users/me).

import { type Static, Type } from 'typebox';
import { errorResponses } from '../../http/schemaParts.ts';
import { profileFlagsQuery, wireUserSchema } from '../accounts/index.ts';

const count = Type.Integer({ minimum: 0 });

/** A profile: the wire user plus how its points were earned (with include_counts). */
const profileUserSchema = Type.Object({
  ...wireUserSchema.properties,
  influence: Type.Optional(
    Type.Object({
      upvotes_received: count,
      downvotes_received: count,
      objective_posts: count,
      answered_comments: count,
    }),
  ),
});

/** A profile as the server sends it: the type of its schema. */
export type WireProfileUserOut = Static<typeof profileUserSchema>;

const profileEnvelope = Type.Object({ users: profileUserSchema });

/** GET users/{id} with the profile flags. */
export const profileSchema = {
  params: Type.Object({ id: Type.Optional(Type.String({ maxLength: 64 })) }),
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
