// Request and response JSON schemas of moderation (spec 3: Calls). The report's reason and note,
// the removal's reason and the warning are read by the handlers, which word refusals in Portuguese.
import { errorResponses, okResponse } from '../../http/schemaParts.ts';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const commentParams = {
  type: 'object',
  required: ['id', 'commentId'],
  properties: { id, commentId: id },
} as const;
const nullableText = { type: ['string', 'null'] } as const;
// Long enough for any text the handler then refuses in Portuguese as too long.
const anyText = { type: 'string', maxLength: 10_000 } as const;
const ok = { 200: okResponse, ...errorResponses } as const;

const moderationUser = {
  type: 'object',
  required: ['id', 'username', 'role'],
  properties: { id: { type: 'string' }, username: { type: 'string' }, role: { type: 'string' } },
} as const;

/** PUT and DELETE posts/{id}/comments/{commentId}/flag. */
export const commentReportSchema = { params: commentParams, response: ok } as const;

/** GET moderation/reports (spec 3: Queue item). */
export const queueSchema = {
  response: {
    200: {
      type: 'object',
      required: ['reports'],
      properties: {
        reports: {
          type: 'array',
          items: {
            type: 'object',
            required: [
              'id',
              'kind',
              'post_id',
              'text',
              'author',
              'report_count',
              'reasons',
              'notes',
              'first_reported_at',
            ],
            properties: {
              id: { type: 'string' },
              kind: { type: 'string', enum: ['post', 'comment'] },
              post_id: { type: 'string' },
              title: nullableText,
              text: { type: 'string' },
              author: moderationUser,
              report_count: { type: 'integer' },
              reasons: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['reason', 'count'],
                  properties: { reason: nullableText, count: { type: 'integer' } },
                },
              },
              notes: { type: 'array', items: { type: 'string' } },
              first_reported_at: { type: 'string' },
            },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;

/** POST moderation/reports/{id}/keep. */
export const keepSchema = { params: idParams, response: ok } as const;

/** POST moderation/reports/{id}/remove with `{ reason }`. */
export const removeSchema = {
  params: idParams,
  body: { type: 'object', properties: { reason: anyText } },
  response: ok,
} as const;

/** POST moderation/reports/{id}/warn with `{ message }`. */
export const warnSchema = {
  params: idParams,
  body: { type: 'object', properties: { message: anyText } },
  response: ok,
} as const;

/** POST moderation/members/{id}/mute with `{ hours }`. */
export const muteSchema = {
  params: idParams,
  body: { type: 'object', properties: { hours: {} } },
  response: {
    200: { type: 'object', required: ['muted_until'], properties: { muted_until: { type: 'string' } } },
    ...errorResponses,
  },
} as const;

/** PUT moderation/members/{id}/role with `{ role }`. */
export const roleSchema = {
  params: idParams,
  body: { type: 'object', required: ['role'], properties: { role: {} } },
  response: {
    200: { type: 'object', required: ['role'], properties: { role: { type: 'string' } } },
    ...errorResponses,
  },
} as const;

const logEntries = {
  type: 'object',
  required: ['entries'],
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'action', 'actor', 'target', 'kind', 'excerpt', 'reason', 'created_at'],
        properties: {
          id: { type: 'string' },
          action: { type: 'string' },
          actor: { anyOf: [moderationUser, { type: 'null' }] },
          target: {
            anyOf: [
              {
                type: 'object',
                required: ['id', 'username'],
                properties: { id: { type: 'string' }, username: { type: 'string' } },
              },
              { type: 'null' },
            ],
          },
          kind: nullableText,
          excerpt: nullableText,
          reason: nullableText,
          created_at: { type: 'string' },
        },
      },
    },
  },
} as const;

/** GET moderation/log?page. */
export const logSchema = {
  querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 } } },
  response: { 200: logEntries, ...errorResponses },
} as const;

/** GET users/me/moderation. */
export const ownLogSchema = { response: { 200: logEntries, ...errorResponses } } as const;

/** POST and DELETE users/{id}/block. */
export const blockSchema = { params: idParams, response: ok } as const;

/** GET users/me/blocks. */
export const blocksSchema = {
  response: {
    200: {
      type: 'object',
      required: ['users'],
      properties: {
        users: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'username', 'first_name', 'last_name', 'avatar', 'blocked_at'],
            properties: {
              id: { type: 'string' },
              username: { type: 'string' },
              first_name: { type: 'string' },
              last_name: { type: 'string' },
              avatar: nullableText,
              blocked_at: { type: 'string' },
            },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;
