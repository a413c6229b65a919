// Helpers of the messaging integration tests: the forms of the conversation and message calls, sent
// with a resident's cookie.
import {
  conversationMessagesPath,
  conversationPath,
  messagingFormFields,
  messagingPaths,
} from '@vizinhos/api';
import type { TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

/** POST conversations with these neighbours (and a title). */
export function createConversation(
  server: TestServer,
  cookie: string,
  neighborIds: string[],
  title?: string,
) {
  const form = new URLSearchParams();
  for (const id of neighborIds) form.append(messagingFormFields.neighbors, id);
  if (title !== undefined) form.set(messagingFormFields.title, title);
  return call(server, cookie, 'POST', messagingPaths.conversations, form);
}

/** PUT conversations/{id} with a title and/or the whole list of other participants. */
export function updateConversation(
  server: TestServer,
  cookie: string,
  id: string,
  change: { title?: string; neighborIds?: string[] },
) {
  const form = new URLSearchParams();
  for (const neighbor of change.neighborIds ?? []) form.append(messagingFormFields.neighbors, neighbor);
  if (change.title !== undefined) form.set(messagingFormFields.title, change.title);
  return call(server, cookie, 'PUT', conversationPath(id), form);
}

/** POST conversations/{id}/messages. */
export function sendMessage(
  server: TestServer,
  cookie: string,
  id: string,
  message: { body: string; postId?: string; clientId?: string },
) {
  const form = new URLSearchParams({ [messagingFormFields.body]: message.body });
  if (message.postId !== undefined) form.set(messagingFormFields.postId, message.postId);
  if (message.clientId !== undefined) form.set(messagingFormFields.clientId, message.clientId);
  return call(server, cookie, 'POST', conversationMessagesPath(id), form);
}

/** GET conversations/{id}/messages?page=&per_page=. */
export function listMessages(server: TestServer, cookie: string, id: string, page = 1, perPage?: number) {
  const query = new URLSearchParams({
    page: String(page),
    ...(perPage ? { per_page: String(perPage) } : {}),
  });
  return call(server, cookie, 'GET', `${conversationMessagesPath(id)}?${query}`);
}

/** GET conversations (with latest message). */
export function listConversations(server: TestServer, cookie: string, perPage = 50) {
  return call(
    server,
    cookie,
    'GET',
    `${messagingPaths.conversations}?include_latest_message=true&per_page=${perPage}`,
  );
}
