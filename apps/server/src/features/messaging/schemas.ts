// Request and response schemas (TypeBox) of the messaging routes (spec: Calls). Shapes only, kept
// loose where the handler words the refusal itself in Portuguese (a blank message, a foreign
// resident); response schemas describe the contract (the OpenAPI document, the fuzz suite).
import { messagingFormFields } from '@vizinhos/api';
import { type Static, Type } from 'typebox';
import { errorResponses, idParams, nullable, oidSchema, okResponse } from '../../http/schemaParts.ts';

const conversationParams = idParams('id');
// Form fields are read and refused (wrong type, too long) by readMessagingInput, in Portuguese with
// the field's own words; a schema refusal could only name the raw field ("message[body]").
const formValue = Type.Optional(Type.Unknown());
const nullableText = nullable(Type.String());
const pageSize = (maximum: number) => Type.Optional(Type.Integer({ minimum: 1, maximum }));

const wireSender = Type.Object({
  _id: oidSchema,
  id: Type.String(),
  username: Type.String(),
  avatar: Type.Optional(nullableText),
});
const role = Type.Object({ name: nullableText });

/** A message on the wire (spec: Entities and their fields). */
const wireMessage = Type.Object(
  {
    _id: oidSchema,
    id: Type.String(),
    body: Type.String(),
    user: wireSender,
    post: Type.Optional(
      nullable(
        Type.Object({
          _id: Type.Optional(oidSchema),
          id: Type.Optional(Type.String()),
          title: Type.Optional(Type.String()),
          text: Type.Optional(Type.String()),
        }),
      ),
    ),
    is_command: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    conversation_user: Type.Optional(
      nullable(Type.Object({ _id: Type.Optional(oidSchema), conversation_role: Type.Optional(role) })),
    ),
    conversation_id: Type.String(),
    client_id: Type.Optional(nullableText),
  },
  { title: 'Message' },
);

/** A message as the server sends it: the type of its schema. */
export type WireMessageOut = Static<typeof wireMessage>;

/** A conversation on the wire (spec: Entities and their fields). */
const wireConversation = Type.Object(
  {
    _id: oidSchema,
    id: Type.String(),
    title: nullableText,
    users: Type.Array(
      Type.Object({
        _id: oidSchema,
        id: Type.Optional(Type.String()),
        username: Type.String(),
        avatar: Type.Optional(nullableText),
        conversation_user: Type.Object({ _id: oidSchema, conversation_role: role }),
      }),
    ),
    conversation_users: Type.Array(
      Type.Object({
        _id: oidSchema,
        user: wireSender,
        conversation_role: role,
        stomp_key: Type.Optional(nullableText),
      }),
    ),
    latest_message: Type.Optional(wireMessage),
    has_unread: Type.Boolean(),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Conversation' },
);

/** A conversation as the server sends it: the type of its schema. */
export type WireConversationOut = Static<typeof wireConversation>;

const conversationAnswer = Type.Object({ conversation: wireConversation });

const conversationBody = nullable(
  Type.Object({
    [messagingFormFields.neighbors]: formValue,
    [messagingFormFields.title]: formValue,
    conversation: Type.Optional(Type.Object({ neighbors: formValue, title: formValue })),
  }),
);

/** GET conversations?include_latest_message=true&per_page=50 (or per_page=100). */
export const listConversationsSchema = {
  querystring: Type.Object({
    include_latest_message: Type.Optional(Type.String({ maxLength: 10 })),
    per_page: pageSize(100),
  }),
  response: {
    200: Type.Object({
      conversations: Type.Array(wireConversation),
      meta: Type.Object({ total_count: Type.Integer(), unread_message_count: Type.Integer() }),
    }),
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
  querystring: Type.Object({ conversation_user_id: Type.Optional(Type.String({ maxLength: 1_000 })) }),
  response: { 200: conversationAnswer, ...errorResponses },
} as const;

/** GET conversations/{id}/messages?page=&per_page=40: newest page first; reading marks read. */
export const listMessagesSchema = {
  params: conversationParams,
  querystring: Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    per_page: pageSize(100),
  }),
  response: {
    200: Type.Object({
      messages: Type.Array(wireMessage),
      meta: Type.Object({
        total_count: Type.Integer(),
        unread_message_count: Type.Integer(),
        page: Type.Integer(),
        per_page: Type.Integer(),
      }),
    }),
    ...errorResponses,
  },
} as const;

const messageAnswer = Type.Object({ message: wireMessage });

/** POST conversations/{id}/messages: form `message[body]`, optional `message[post_id]` and `message[client_id]`. */
export const sendMessageSchema = {
  params: conversationParams,
  body: nullable(
    Type.Object({
      [messagingFormFields.body]: formValue,
      [messagingFormFields.postId]: formValue,
      [messagingFormFields.clientId]: formValue,
      message: Type.Optional(Type.Object({ body: formValue, post_id: formValue, client_id: formValue })),
    }),
  ),
  response: { 200: messageAnswer, 201: messageAnswer, ...errorResponses },
} as const;
