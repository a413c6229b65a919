// Messaging (spec: Calls): direct and group conversations, their admins, messages by pages of 40
// newest first, and the resident search that picks participants. Every participant, the sender
// too, gets each new message, title or membership change live on its chat topic after the commit.
import {
  CONVERSATION_LIST_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  USER_SEARCH_PAGE_SIZE,
  type WireConversation,
  type WireMessage,
  type WireUser,
} from '@vizinhos/domain';
import type { ApiCall } from './errors.ts';
import { readAnswerKey } from './errors.ts';
import { type Answer, type ApiResult, apiPrefix, type Http, query, type WriteOptions } from './http.ts';

/** Longest message body the server keeps (ours: the spec names no limit). */
export const MESSAGE_BODY_MAX = 5_000;
/** Longest conversation title the server keeps (ours: the spec names no limit). */
export const CONVERSATION_TITLE_MAX = 100;
/** Longest client id of a message (ours: a UUID fits four times over). */
export const MESSAGE_CLIENT_ID_MAX = 100;
/** Most neighbours one conversation call may name (ours: a group of 50 and then some). */
export const CONVERSATION_NEIGHBORS_MAX = 100;

/** Paths of the messaging calls. */
export const messagingPaths = {
  conversations: `${apiPrefix}/conversations`,
  /** GET search?q=&type=user&per_page=10 (spec: Calls): residents of one's area. */
  search: `${apiPrefix}/search`,
} as const;

/**
 * Path of GET conversations with its query, as `listConversations` sends it (the same defaults): the
 * server's page of a signed-in `/conversas` preloads this exact URL, so the browser hands that answer
 * to the call.
 */
export function conversationListPath({
  includeLatestMessage,
  perPage = CONVERSATION_LIST_PAGE_SIZE,
}: ConversationsQuery = {}): string {
  return `${messagingPaths.conversations}${query({
    include_latest_message: includeLatestMessage ? true : undefined,
    per_page: perPage,
  })}`;
}

/** Path of PUT and DELETE conversations/{id}. */
export function conversationPath(id: string): string {
  return `${messagingPaths.conversations}/${encodeURIComponent(id)}`;
}

/** Path of PUT and DELETE conversations/{id}/admin (the membership goes in `conversation_user_id`). */
export function conversationAdminPath(id: string): string {
  return `${conversationPath(id)}/admin`;
}

/** Path of GET and POST conversations/{id}/messages. */
export function conversationMessagesPath(id: string): string {
  return `${conversationPath(id)}/messages`;
}

/** Form field names of POST and PUT conversations and POST messages (spec: Calls). */
export const messagingFormFields = {
  neighbors: 'conversation[neighbors][]',
  title: 'conversation[title]',
  body: 'message[body]',
  postId: 'message[post_id]',
  /** Ours: the sender's id for the message; a resend with it is answered with the first message. */
  clientId: 'message[client_id]',
} as const;

/**
 * Answer of GET conversations: newest activity first, each with `has_unread`, `users`,
 * `conversation_users` (stomp keys, roles) and, when asked, `latest_message`.
 */
export type ConversationsAnswer = {
  conversations: WireConversation[];
  meta: { total_count: number; unread_message_count: number };
};
/** Answer of POST, PUT conversations and of the admin calls: the conversation as it stands. */
export type ConversationAnswer = { conversation: WireConversation };
/** Answer of GET messages: one page, newest page first, oldest first within it (spec: Calls). */
export type MessagesAnswer = {
  messages: WireMessage[];
  meta: { total_count: number; unread_message_count: number; page: number; per_page: number };
};
/** Answer of POST messages: the message as kept (the first one when the client id was seen before). */
export type SendMessageAnswer = { message: WireMessage };
/** Answer of GET search?type=user (spec: Calls: results or users): both keys carry the same residents. */
export type ResidentSearchAnswer = { users: WireUser[]; results: WireUser[] };

/** Query of GET conversations (spec: Calls: include_latest_message=true&per_page=50, or per_page=100). */
export type ConversationsQuery = { includeLatestMessage?: boolean; perPage?: number };
/** A new conversation: one neighbour makes a direct one (found again if it exists), more a group. */
export type NewConversationInput = { neighborIds: readonly string[]; title?: string };
/** A change of a group: its title and/or its whole list of other participants (admins only). */
export type ConversationChange = { title?: string; neighborIds?: readonly string[] };
/** Query of GET messages: the page (1 is the newest) and its size (spec: 40). */
export type MessagesQuery = { page?: number; perPage?: number };
/** A message to send: its body, an optional shared post, and the client id a resend repeats. */
export type MessageInput = { body: string; postId?: string; clientId: string };

function conversationForm({ neighborIds, title }: ConversationChange): URLSearchParams {
  const form = new URLSearchParams();
  for (const id of neighborIds ?? []) form.append(messagingFormFields.neighbors, id);
  if (title !== undefined) form.set(messagingFormFields.title, title);
  return form;
}

/** Reads an answer with an object under `key`; an answer without it is invalid. */
function readUnder<T>(call: ApiCall, answer: Answer | null, key: string): ApiResult<T> {
  return readAnswerKey<T>(call, answer, key, { take: 'body' });
}

/** The messaging calls of the client. */
export function messagingCalls(http: Http) {
  return {
    /** GET conversations?include_latest_message=true&per_page=50 (the list), or per_page=100 (the unread count). */
    listConversations: (list: ConversationsQuery = {}): Promise<ApiResult<ConversationsAnswer>> =>
      http.read<ConversationsAnswer>('GET', conversationListPath(list), 'listConversations'),

    /** POST conversations as a form of `conversation[neighbors][]` and, for a group, `conversation[title]`. */
    async createConversation(input: NewConversationInput): Promise<ApiResult<ConversationAnswer>> {
      const answer = await http.send('POST', messagingPaths.conversations, conversationForm(input));
      return readUnder<ConversationAnswer>('createConversation', answer, 'conversation');
    },

    /** GET conversations/{id} (beyond the spec): one of the reader's conversations, 404 "Conversa não encontrada." otherwise. */
    async getConversation(id: string): Promise<ApiResult<ConversationAnswer>> {
      const answer = await http.send('GET', conversationPath(id));
      return readUnder<ConversationAnswer>('getConversation', answer, 'conversation');
    },

    /** PUT conversations/{id}: a group's new title and/or participants (admins only). */
    async updateConversation(id: string, change: ConversationChange): Promise<ApiResult<ConversationAnswer>> {
      const answer = await http.send('PUT', conversationPath(id), conversationForm(change));
      return readUnder<ConversationAnswer>('updateConversation', answer, 'conversation');
    },

    /** DELETE conversations/{id}: leaves it; the last one out deletes it. */
    leaveConversation: (id: string): Promise<ApiResult<true>> =>
      http.acknowledge('DELETE', conversationPath(id), 'leaveConversation'),

    /** PUT (promote) or DELETE (demote) conversations/{id}/admin?conversation_user_id= (admins only, never oneself). */
    async setConversationAdmin(
      id: string,
      conversationUserId: string,
      isAdmin: boolean,
    ): Promise<ApiResult<ConversationAnswer>> {
      const path = `${conversationAdminPath(id)}${query({ conversation_user_id: conversationUserId })}`;
      const answer = await http.send(isAdmin ? 'PUT' : 'DELETE', path);
      return readUnder<ConversationAnswer>('setConversationAdmin', answer, 'conversation');
    },

    /** GET conversations/{id}/messages?page=&per_page=40: page 1 is the newest; reading marks the conversation read. */
    listMessages: (
      id: string,
      { page = 1, perPage = MESSAGES_PAGE_SIZE }: MessagesQuery = {},
    ): Promise<ApiResult<MessagesAnswer>> =>
      http.read<MessagesAnswer>(
        'GET',
        `${conversationMessagesPath(id)}${query({ page, per_page: perPage })}`,
        'listMessages',
      ),

    /** POST conversations/{id}/messages as a form of `message[body]`, optional `message[post_id]`, and the client id. */
    async sendMessage(
      id: string,
      input: MessageInput,
      options?: WriteOptions,
    ): Promise<ApiResult<SendMessageAnswer>> {
      const form = new URLSearchParams({
        [messagingFormFields.body]: input.body,
        [messagingFormFields.clientId]: input.clientId,
      });
      if (input.postId !== undefined) form.set(messagingFormFields.postId, input.postId);
      const answer = await http.send('POST', conversationMessagesPath(id), form, undefined, options);
      return readUnder<SendMessageAnswer>('sendMessage', answer, 'message');
    },

    /** GET search?q=&type=user&per_page=10: residents of one's area whose name matches (oneself left out). */
    searchResidents: (q: string): Promise<ApiResult<ResidentSearchAnswer>> =>
      http.read<ResidentSearchAnswer>(
        'GET',
        `${messagingPaths.search}${query({ q: q.trim(), type: 'user', per_page: USER_SEARCH_PAGE_SIZE })}`,
        'searchResidents',
      ),
  };
}
