// Request and response JSON schemas of the posts routes (spec: Calls). Requests are checked for
// their shape here; what the editor checks (title, poll options, event date, location, image) is
// worded by readPostForm. Response schemas describe the contract for the fuzz suite.
import { postFormFields } from '@vizinhos/api';
import { errorResponses, oidSchema, okResponse } from '../../http/schemaParts.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const nullable = (type: string) => ({ type: [type, 'null'] }) as const;

const wireUser = {
  type: 'object',
  required: ['_id', 'id', 'username'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    username: { type: 'string' },
    avatar: nullable('string'),
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    role: { type: 'object', properties: { name: { type: 'string' } } },
  },
} as const;

/**
 * A poll option on the wire (spec: Entities and their fields): counts for everyone, the reader's
 * own answer marked and listed with its user id.
 */
export const wirePollOptionSchema = {
  type: 'object',
  required: ['_id', 'label', 'count', 'is_user_response', 'poll_option_responses'],
  properties: {
    _id: oidSchema,
    label: { type: 'string' },
    count: { type: 'integer' },
    is_user_response: { type: 'boolean' },
    poll_option_responses: {
      type: 'array',
      items: { type: 'object', required: ['user_id'], properties: { user_id: oidSchema } },
    },
  },
} as const;

/** A post on the wire: every field a card reads (spec: Entities and their fields). */
const wirePostSchema = {
  type: 'object',
  required: ['_id', 'id', 'title', 'text', 'post_category', 'user', 'created_at', 'poll_options'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    title: { type: 'string' },
    text: { type: 'string' },
    body: { type: 'string' },
    post_category: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    image_url: nullable('string'),
    image_alt: { type: 'string' },
    user: wireUser,
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    type: { type: ['string', 'null'], enum: ['poll', 'event', null] },
    poll_options: { type: 'array', items: wirePollOptionSchema },
    event_date: nullable('string'),
    location: { type: ['array', 'null'], items: { type: 'number' }, minItems: 2, maxItems: 2 },
    calendar_links: {
      type: ['object', 'null'],
      properties: {
        google: { type: 'string' },
        outlook: { type: 'string' },
        yahoo: { type: 'string' },
        ics: { type: 'string' },
      },
    },
    upvotes: { type: 'integer' },
    downvotes: { type: 'integer' },
    myvote: {
      type: ['object', 'null'],
      properties: { direction: { type: 'string', enum: ['up', 'down'] } },
    },
    flagged: { type: 'boolean' },
    flagged_by: { type: 'array', items: { type: 'string' }, maxItems: 1 },
    comments: { type: 'array' },
    comment_count: { type: 'integer' },
    comment_total: { type: 'integer' },
    comment_total_full: { type: 'integer' },
    objectivity_score: nullable('number'),
    area_id: oidSchema,
  },
} as const;

const postEnvelope = { type: 'object', required: ['posts'], properties: { posts: wirePostSchema } } as const;

/** GET posts?include_stats&include_comments&page[&post_category] (spec: Calls). */
export const listPostsSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100_000 },
      post_category: { type: 'string', maxLength: 60 },
      include_stats: { type: 'boolean' },
      include_comments: { type: 'boolean' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['posts', 'meta'],
      properties: {
        posts: { type: 'array', items: wirePostSchema },
        meta: {
          type: 'object',
          required: ['page', 'per_page'],
          properties: { page: { type: 'integer' }, per_page: { type: 'integer' } },
        },
      },
    },
    ...errorResponses,
  },
} as const;

/** GET posts/{id}. */
export const getPostSchema = {
  params: idParams,
  response: { 200: postEnvelope, ...errorResponses },
} as const;

const text = { type: 'string', maxLength: 100_000 } as const;
// Strings only: Ajv's coercion turns a number sent as JSON into its text, which readPostForm reads.
const list = { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 1_000 } } as const;

/**
 * The form of POST and PUT posts: multipart (spec: Calls), or the same keys url-encoded. The image
 * is a file part, read as bytes; any other value there is refused by readPostForm.
 */
const postForm = {
  type: 'object',
  properties: {
    [postFormFields.title]: text,
    [postFormFields.text]: text,
    [postFormFields.post_category]: text,
    [postFormFields.objectivity_score]: { type: 'string', maxLength: 40 },
    [postFormFields.poll_options]: list,
    [postFormFields.type]: text,
    [postFormFields.event_date]: text,
    [postFormFields.location]: list,
    [postFormFields.image]: {},
    [postFormFields.image_alt]: text,
  },
} as const;

/** POST posts: 201 with the new post. */
export const createPostSchema = {
  body: postForm,
  response: { 201: postEnvelope, ...errorResponses },
} as const;

/** PUT posts/{id}: the same form; author only. */
export const updatePostSchema = {
  params: idParams,
  body: postForm,
  response: { 200: postEnvelope, ...errorResponses },
} as const;

/** DELETE posts/{id}: author only. */
export const deletePostSchema = {
  params: idParams,
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PUT posts/{id}/upvote and /downvote: no body; the vote_update's fields back. */
export const votePostSchema = {
  params: idParams,
  response: {
    200: {
      type: 'object',
      required: ['post_id', 'upvotes', 'downvotes', 'new_direction', 'voter'],
      properties: {
        post_id: { type: 'string' },
        upvotes: { type: 'integer' },
        downvotes: { type: 'integer' },
        new_direction: { type: 'string', enum: ['up', 'down', 'none'] },
        voter: wireUser,
      },
    },
    ...errorResponses,
  },
} as const;

/** PUT posts/{id}/flag: no body; the post back. */
export const flagPostSchema = {
  params: idParams,
  response: { 200: postEnvelope, ...errorResponses },
} as const;

/** GET posts/{id}/calendar.ics: the event's iCalendar file. */
export const calendarSchema = { params: idParams, response: errorResponses } as const;

/**
 * POST analyzer (spec: Calls, multipart `body`). No body schema: the multipart text is
 * read and bounded by the handler, which words the refusals.
 */
export const analyzerSchema = {
  response: {
    200: {
      type: 'object',
      required: ['results'],
      properties: {
        results: {
          type: 'object',
          required: ['objectivity_score', 'objectivity', 'suggestions'],
          properties: {
            objectivity_score: { type: 'number' },
            objectivity: { type: 'number' },
            suggestions: { type: 'array' },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;
