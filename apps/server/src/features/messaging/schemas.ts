// Request and response JSON schemas of the messaging routes (spec: Calls). Shapes only, kept loose
// where the handler words the refusal itself in Portuguese (a blank message, a foreign resident);
// response schemas describe the contract for the fuzz suite.
import { messagingFormFields } from '@vizinhos/api';
import { errorResponses, oidSchema, okResponse } from '../../http/schemaParts.ts';
import { wireUserSchema } from '../accounts/index.ts';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const conversationParams = { type: 'object', required: ['id'], properties: { id } } as const;
// Form fields are read and refused (wrong type, too long) by readMessagingInput, in Portuguese with
// the field's own words; a schema refusal could only name the raw field ("message[body]").
const formValue = {} as const;
const nullableText = { type: ['string', 'null'] } as const;

const wireSender = {
  type: 'object',
  required: ['_id', 'id', 'username'],
  properties: { _id: oidSchema, id: { type: 'string' }, username: { type: 'string' }, avatar: nullableText },
} as const;
const role = { type: 'object', required: ['name'], properties: { name: nullableText } } as const;

/** A message on the wire (spec: Entities and their fields). */
const wireMessage = {
  type: 'object',
  required: ['_id', 'id', 'body', 'user', 'is_command', 'created_at', 'conversation_id'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    body: { type: 'string' },
    user: wireSender,
    post: {
      type: ['object', 'null'],
      properties: {
        _id: oidSchema,
        id: { type: 'string' },
        title: { type: 'string' },
        text: { type: 'string' },
      },
    },
    is_command: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
    conversation_user: {
      type: ['object', 'null'],
      properties: { _id: oidSchema, conversation_role: role },
    },
    conversation_id: { type: 'string' },
    client_id: nullableText,
  },
} as const;

/** A conversation on the wire (spec: Entities and their fields). */
const wireConversation = {
  type: 'object',
  required: ['_id', 'id', 'title', 'users', 'conversation_users', 'has_unread', 'updated_at'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    title: nullableText,
    users: {
      type: 'array',
      items: {
        type: 'object',
        required: ['_id', 'username', 'conversation_user'],
        properties: {
          _id: oidSchema,
          id: { type: 'string' },
          username: { type: 'string' },
          avatar: nullableText,
          conversation_user: {
            type: 'object',
            required: ['_id', 'conversation_role'],
            properties: { _id: oidSchema, conversation_role: role },
          },
        },
      },
    },
    conversation_users: {
      type: 'array',
      items: {
        type: 'object',
        required: ['_id', 'user', 'conversation_role'],
        properties: { _id: oidSchema, user: wireSender, conversation_role: role, stomp_key: nullableText },
      },
    },
    latest_message: wireMessage,
    has_unread: { type: 'boolean' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

const conversationAnswer = {
  type: 'object',
  required: ['conversation'],
  properties: { conversation: wireConversation },
} as const;

const conversationBody = {
  type: ['object', 'null'],
  properties: {
    [messagingFormFields.neighbors]: formValue,
    [messagingFormFields.title]: formValue,
    conversation: { type: 'object', properties: { neighbors: formValue, title: formValue } },
  },
} as const;

/** GET conversations?include_latest_message=true&per_page=50 (or per_page=100). */
export const listConversationsSchema = {
  querystring: {
    type: 'object',
    properties: {
      include_latest_message: { type: 'string', maxLength: 10 },
      per_page: { type: 'integer', minimum: 1, maximum: 100 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['conversations', 'meta'],
      properties: {
        conversations: { type: 'array', items: wireConversation },
        meta: {
          type: 'object',
          required: ['total_count', 'unread_message_count'],
          properties: { total_count: { type: 'integer' }, unread_message_count: { type: 'integer' } },
        },
      },
    },
    ...errorResponses,
  },
} as const;

/** POST conversations: form `conversation[neighbors][]` (repeated), optional `conversation[title]`. */
export const createConversationSchema = {
  body: conversationBody,
  response: { 200: conversationAnswer, 201: conversationAnswer, ...errorResponses },
} as const;

/**
 * GET conversations/{id} (beyond the spec's calls): one conversation of the reader, so a link to one
 * outside the newest 50 opens it; 404 to anyone who takes no part in it.
 */
export const getConversationSchema = {
  params: conversationParams,
  response: { 200: conversationAnswer, ...errorResponses },
} as const;

/** PUT conversations/{id}: the title and/or the participants (admins of groups only). */
export const updateConversationSchema = {
  params: conversationParams,
  body: conversationBody,
  response: { 200: conversationAnswer, ...errorResponses },
} as const;

/** DELETE conversations/{id}: leave; the last one out deletes it. */
export const leaveConversationSchema = {
  params: conversationParams,
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PUT and DELETE conversations/{id}/admin?conversation_user_id=: promote and demote (admins only, never oneself). */
export const conversationAdminSchema = {
  params: conversationParams,
  querystring: { type: 'object', properties: { conversation_user_id: { type: 'string', maxLength: 1_000 } } },
  response: { 200: conversationAnswer, ...errorResponses },
} as const;

/** GET conversations/{id}/messages?page=&per_page=40: newest page first; reading marks read. */
export const listMessagesSchema = {
  params: conversationParams,
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100_000 },
      per_page: { type: 'integer', minimum: 1, maximum: 100 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['messages', 'meta'],
      properties: {
        messages: { type: 'array', items: wireMessage },
        meta: {
          type: 'object',
          required: ['total_count', 'unread_message_count', 'page', 'per_page'],
          properties: {
            total_count: { type: 'integer' },
            unread_message_count: { type: 'integer' },
            page: { type: 'integer' },
            per_page: { type: 'integer' },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;

const messageAnswer = {
  type: 'object',
  required: ['message'],
  properties: { message: wireMessage },
} as const;

/** POST conversations/{id}/messages: form `message[body]`, optional `message[post_id]` and `message[client_id]`. */
export const sendMessageSchema = {
  params: conversationParams,
  body: {
    type: ['object', 'null'],
    properties: {
      [messagingFormFields.body]: formValue,
      [messagingFormFields.postId]: formValue,
      [messagingFormFields.clientId]: formValue,
      message: { type: 'object', properties: { body: formValue, post_id: formValue, client_id: formValue } },
    },
  },
  response: { 200: messageAnswer, 201: messageAnswer, ...errorResponses },
} as const;

/** GET search?q=&type=user&per_page=10: residents of one's area (`users`, and the same under `results`). */
export const searchResidentsSchema = {
  querystring: {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: 100 },
      type: { type: 'string', maxLength: 20 },
      per_page: { type: 'integer', minimum: 1, maximum: 50 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['users', 'results'],
      properties: {
        users: { type: 'array', items: wireUserSchema },
        results: { type: 'array', items: wireUserSchema },
      },
    },
    ...errorResponses,
  },
} as const;
