// Request and response schemas (TypeBox) of the notifications routes.
import { type Static, Type } from 'typebox';
import { errorResponses, idParams, nullable, oidSchema, okResponse } from '../../http/schemaParts.ts';

/** Most a page may hold; the spec's default is 50. */
const maxPerPage = 100;

const nullableText = nullable(Type.String());
const user = Type.Optional(nullable(Type.Object({ username: Type.Optional(nullableText) })));
const post = Type.Optional(
  nullable(
    Type.Object({
      _id: Type.Optional(oidSchema),
      id: Type.Optional(Type.String()),
      title: Type.Optional(Type.String()),
    }),
  ),
);
const body = Type.Optional(Type.String());

const wireNotification = Type.Object(
  {
    _id: oidSchema,
    id: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    seen: Type.Boolean(),
    count: Type.Integer({ minimum: 1 }),
    type: Type.Unsafe<string>({
      type: 'string',
      enum: ['vote', 'comment', 'reply', 'poll_response', 'invite', 'post', 'report', 'moderation'],
    }),
    // A report's or a moderation's notice names nobody: its title and its words (toWireNotification).
    title: Type.Optional(Type.String()),
    content: Type.Optional(Type.String()),
    post_id: Type.Optional(nullableText),
    post,
    vote: Type.Optional(
      Type.Object({
        direction: Type.Optional(Type.Unsafe<'up' | 'down'>({ type: 'string', enum: ['up', 'down'] })),
        user,
        post,
        comment: Type.Optional(Type.Object({ body })),
      }),
    ),
    comment: Type.Optional(Type.Object({ body, user, post })),
    poll_response_count: Type.Optional(Type.Object({ post, count: Type.Optional(Type.Integer()) })),
    invite: Type.Optional(
      Type.Object({
        invitee: user,
        area: Type.Optional(Type.Object({ name: Type.Optional(nullableText) })),
      }),
    ),
  },
  { title: 'Notification' },
);

/** A notification as the server sends it: the type of its schema. */
export type WireNotificationOut = Static<typeof wireNotification>;

/** The post a notification opens, as the server sends it. */
export type WireNotificationPostOut = Static<typeof post>;

/** GET notifications?page=&per_page=. */
export const listNotificationsSchema = {
  querystring: Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPerPage })),
  }),
  response: {
    200: Type.Object({
      notifications: Type.Array(wireNotification),
      meta: Type.Object({
        page: Type.Integer(),
        per_page: Type.Integer(),
        total_count: Type.Integer(),
        unread_count: Type.Integer(),
      }),
    }),
    ...errorResponses,
  },
} as const;

/** PUT notifications/{id} with seen true (checked in the handler, in Portuguese). */
export const markNotificationSchema = {
  params: idParams('id'),
  body: Type.Unsafe<{ seen?: unknown } | null>({ type: ['object', 'null'] }),
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PUT notifications/mark_all_read. */
export const markAllNotificationsSchema = {
  response: {
    200: Type.Object({ ok: Type.Literal(true), updated: Type.Integer() }),
    ...errorResponses,
  },
} as const;
