// Request and response schemas (TypeBox) of the posts routes (spec: Calls). Requests are checked for
// their shape here; what the editor checks (title, poll options, event date, location, image) is
// worded by readPostForm. Response schemas describe the contract (the OpenAPI document, the fuzz suite).
import { postFormFields } from '@vizinhos/api';
import { type Static, Type } from 'typebox';
import {
  errorResponses,
  fileAnswers,
  idParams,
  nullable,
  oidSchema,
  okResponse,
  pageMeta,
} from '../../http/schemaParts.ts';
import type { WireCommentOut } from '../comments/index.ts';

const idParamsSchema = idParams('id');
const nullableText = nullable(Type.String());
const direction = Type.Unsafe<'up' | 'down'>({ type: 'string', enum: ['up', 'down'] });

const wireUser = Type.Object({
  _id: oidSchema,
  id: Type.String(),
  username: Type.String(),
  avatar: Type.Optional(nullableText),
  first_name: Type.Optional(Type.String()),
  last_name: Type.Optional(Type.String()),
  role: Type.Optional(Type.Object({ name: Type.Optional(Type.String()) })),
});

/** A post's author as the server sends it. */
export type WirePostUserOut = Static<typeof wireUser>;

/**
 * A poll option on the wire (spec: Entities and their fields): counts for everyone, the reader's
 * own answer marked and listed with its user id.
 */
export const wirePollOptionSchema = Type.Object(
  {
    _id: oidSchema,
    label: Type.String(),
    count: Type.Integer(),
    is_user_response: Type.Boolean(),
    poll_option_responses: Type.Array(Type.Object({ user_id: oidSchema })),
  },
  { title: 'Poll option' },
);

/** A poll option as the server sends it. */
export type WirePollOptionOut = Static<typeof wirePollOptionSchema>;

/** A post on the wire: every field a card reads (spec: Entities and their fields). */
const wirePostSchema = Type.Object(
  {
    _id: oidSchema,
    id: Type.String(),
    title: Type.String(),
    text: Type.String(),
    body: Type.Optional(Type.String()),
    post_category: Type.Object({ name: Type.String() }),
    image_url: Type.Optional(nullableText),
    image_alt: Type.Optional(Type.String()),
    user: wireUser,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.Optional(Type.String({ format: 'date-time' })),
    type: Type.Optional(
      Type.Unsafe<'poll' | 'event' | null>({ type: ['string', 'null'], enum: ['poll', 'event', null] }),
    ),
    poll_options: Type.Array(wirePollOptionSchema),
    event_date: Type.Optional(nullableText),
    location: Type.Optional(
      Type.Unsafe<number[] | null>({
        type: ['array', 'null'],
        items: { type: 'number' },
        minItems: 2,
        maxItems: 2,
      }),
    ),
    calendar_links: Type.Optional(
      nullable(
        Type.Object({
          google: Type.Optional(Type.String()),
          outlook: Type.Optional(Type.String()),
          yahoo: Type.Optional(Type.String()),
          ics: Type.Optional(Type.String()),
        }),
      ),
    ),
    upvotes: Type.Optional(Type.Integer()),
    downvotes: Type.Optional(Type.Integer()),
    myvote: Type.Optional(nullable(Type.Object({ direction: Type.Optional(direction) }))),
    flagged: Type.Optional(Type.Boolean()),
    flagged_by: Type.Optional(Type.Array(Type.String(), { maxItems: 1 })),
    comments: Type.Optional(Type.Unsafe<WireCommentOut[]>({ type: 'array' })),
    comment_count: Type.Optional(Type.Integer()),
    comment_total: Type.Optional(Type.Integer()),
    comment_total_full: Type.Optional(Type.Integer()),
    objectivity_score: Type.Optional(nullable(Type.Number())),
    area_id: Type.Optional(oidSchema),
  },
  { title: 'Post' },
);

/** A post as the server sends it: the type of its schema, always with `updated_at`. */
export type WirePostOut = Static<typeof wirePostSchema> & { updated_at: string };

const postEnvelope = Type.Object({ posts: wirePostSchema });

const listQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  post_category: Type.Optional(Type.String({ maxLength: 60 })),
  include_stats: Type.Optional(Type.Boolean()),
  include_comments: Type.Optional(Type.Boolean()),
});

/** GET posts?include_stats&include_comments&page[&post_category] (spec: Calls). */
export const listPostsSchema = {
  querystring: listQuery,
  response: {
    200: Type.Object({ posts: Type.Array(wirePostSchema), meta: pageMeta }),
    ...errorResponses,
  },
} as const;

/** GET posts/{id}. */
export const getPostSchema = {
  params: idParamsSchema,
  response: { 200: postEnvelope, ...errorResponses },
} as const;

const text = Type.Optional(Type.String({ maxLength: 100_000 }));
// Strings only: Ajv's coercion turns a number sent as JSON into its text, which readPostForm reads.
const list = Type.Optional(Type.Array(Type.String({ maxLength: 1_000 }), { maxItems: 20 }));

/**
 * The form of POST and PUT posts: multipart (spec: Calls), or the same keys url-encoded. The image
 * is a file part, read as bytes; any other value there is refused by readPostForm.
 */
const postForm = Type.Object({
  [postFormFields.title]: text,
  [postFormFields.text]: text,
  [postFormFields.post_category]: text,
  [postFormFields.objectivity_score]: Type.Optional(Type.String({ maxLength: 40 })),
  [postFormFields.poll_options]: list,
  [postFormFields.type]: text,
  [postFormFields.event_date]: text,
  [postFormFields.location]: list,
  [postFormFields.image]: Type.Optional(Type.Unknown()),
  [postFormFields.image_alt]: text,
});

/** POST posts: 201 with the new post. */
export const createPostSchema = {
  body: postForm,
  response: { 201: postEnvelope, ...errorResponses },
} as const;

/** PUT posts/{id}: the same form; author only. */
export const updatePostSchema = {
  params: idParamsSchema,
  body: postForm,
  response: { 200: postEnvelope, ...errorResponses },
} as const;

/** DELETE posts/{id}: author only. */
export const deletePostSchema = {
  params: idParamsSchema,
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PUT posts/{id}/upvote and /downvote: no body; the vote_update's fields back. */
export const votePostSchema = {
  params: idParamsSchema,
  response: {
    200: Type.Object({
      post_id: Type.String(),
      upvotes: Type.Integer(),
      downvotes: Type.Integer(),
      new_direction: Type.Unsafe<'up' | 'down' | 'none'>({ type: 'string', enum: ['up', 'down', 'none'] }),
      voter: wireUser,
    }),
    ...errorResponses,
  },
} as const;

/** PUT posts/{id}/flag: no body; the post back. */
export const flagPostSchema = {
  params: idParamsSchema,
  response: { 200: postEnvelope, ...errorResponses },
} as const;

/** GET posts/{id}/calendar.ics: the event's iCalendar file. */
export const calendarSchema = {
  params: idParamsSchema,
  response: { 200: fileAnswers.calendar, ...errorResponses },
} as const;

/**
 * POST analyzer (spec: Calls, multipart `body`). No body schema: the multipart text is
 * read and bounded by the handler, which words the refusals.
 */
export const analyzerSchema = {
  response: {
    200: Type.Object({
      results: Type.Object({
        objectivity_score: Type.Number(),
        objectivity: Type.Number(),
        suggestions: Type.Unsafe<unknown[]>({ type: 'array' }),
      }),
    }),
    ...errorResponses,
  },
} as const;
