// Request and response JSON schemas of the notifications routes.
import { errorResponses, oidSchema, okResponse } from '../../http/schemaParts.ts';

/** Most a page may hold; the spec's default is 50. */
const maxPerPage = 100;

const user = { type: ['object', 'null'], properties: { username: { type: ['string', 'null'] } } } as const;
const post = {
  type: ['object', 'null'],
  properties: { _id: oidSchema, id: { type: 'string' }, title: { type: 'string' } },
} as const;

const wireNotification = {
  type: 'object',
  required: ['_id', 'id', 'created_at', 'seen', 'count', 'type'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    seen: { type: 'boolean' },
    count: { type: 'integer', minimum: 1 },
    type: { type: 'string', enum: ['vote', 'comment', 'reply', 'poll_response', 'invite', 'post'] },
    post_id: { type: ['string', 'null'] },
    post,
    vote: {
      type: 'object',
      properties: {
        direction: { type: 'string', enum: ['up', 'down'] },
        user,
        post,
        comment: { type: 'object', properties: { body: { type: 'string' } } },
      },
    },
    comment: { type: 'object', properties: { body: { type: 'string' }, user, post } },
    poll_response_count: { type: 'object', properties: { post, count: { type: 'integer' } } },
    invite: {
      type: 'object',
      properties: {
        invitee: user,
        area: { type: 'object', properties: { name: { type: ['string', 'null'] } } },
      },
    },
  },
} as const;

/** GET notifications?page=&per_page=. */
export const listNotificationsSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100_000 },
      per_page: { type: 'integer', minimum: 1, maximum: maxPerPage },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['notifications', 'meta'],
      properties: {
        notifications: { type: 'array', items: wireNotification },
        meta: {
          type: 'object',
          required: ['page', 'per_page', 'total_count', 'unread_count'],
          properties: {
            page: { type: 'integer' },
            per_page: { type: 'integer' },
            total_count: { type: 'integer' },
            unread_count: { type: 'integer' },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;

/** PUT notifications/{id} with seen true (checked in the handler, in Portuguese). */
export const markNotificationSchema = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  body: { type: ['object', 'null'] },
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PUT notifications/mark_all_read. */
export const markAllNotificationsSchema = {
  response: {
    200: {
      type: 'object',
      required: ['ok', 'updated'],
      properties: { ok: { type: 'boolean', const: true }, updated: { type: 'integer' } },
    },
    ...errorResponses,
  },
} as const;
