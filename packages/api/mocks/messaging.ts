import {
  type Conversation,
  type ConversationId,
  MESSAGES_PAGE_SIZE,
  type Message,
  type MessageId,
  normalizeConversation,
  normalizeMessage,
  type UserId,
  type WireConversation,
  type WireMessage,
  type WireUser,
} from '@vizinhos/domain';
import { makeWireUser } from '@vizinhos/domain/testing';
import { HttpResponse, http } from 'msw';
import type {
  ConversationAnswer,
  ConversationsAnswer,
  MessagesAnswer,
  ResidentSearchAnswer,
  SendMessageAnswer,
} from '../src/messaging.ts';
import { minutesAgo } from './clock.ts';
import { hang, ok, refuse } from './respond.ts';

// Messaging fixtures (spec: Entities and their fields Conversation, Message), read by Maria Souza:
// wire shapes for the handlers, and domain models normalised from them for the pieces.

/** The resident the fixtures are read by. */
const reader = { id: 'user-maria', username: 'maria.souza' } as const;
const neighbours = [
  reader,
  { id: 'user-joao', username: 'joao.pereira' },
  { id: 'user-ana', username: 'ana.lima' },
  { id: 'user-carlos', username: 'carlos.mendes' },
  { id: 'user-beatriz', username: 'beatriz.rocha' },
] as const;
const ADMIN_ROLE = 'Admin';
const MEMBER_ROLE = 'Membro';

type Person = { id: string; username: string };

/** A participant's two wire entries: under `users` and under `conversation_users`, with its stomp key. */
function participantOf(conversationId: string, person: Person, isAdmin: boolean) {
  const role = {
    _id: { $oid: isAdmin ? 'role-admin' : 'role-member' },
    name: isAdmin ? ADMIN_ROLE : MEMBER_ROLE,
  };
  const membershipId = { $oid: `${conversationId}-${person.id}` };
  return {
    user: {
      _id: { $oid: person.id },
      username: person.username,
      avatar: null,
      conversation_user: { _id: membershipId, conversation_role: role },
    },
    membership: {
      _id: membershipId,
      user: { _id: { $oid: person.id }, id: person.id, username: person.username },
      stomp_key: `stomp-${person.id}`,
      conversation_role: role,
    },
  };
}

/**
 * A message of `conversationId` on the wire from `sender`, as the server sends it (the whole
 * message, also as a conversation's `latest_message`); override anything.
 */
function messageFrom(
  conversationId: string,
  sender: Person,
  overrides: Partial<WireMessage> = {},
  role: string = MEMBER_ROLE,
): WireMessage {
  return makeWireMessage({
    user: { _id: { $oid: sender.id }, id: sender.id, username: sender.username, avatar: null },
    conversation_user: {
      _id: { $oid: `${conversationId}-${sender.id}` },
      conversation_role: { name: role },
    },
    conversation_id: conversationId,
    ...overrides,
  });
}

/**
 * A conversation on the wire between `people` (the first is its admin); override anything. Its
 * `latest_message` is the whole message, from the second person five minutes ago; the server
 * leaves the key out when there is none (or when the list was not asked for it).
 */
export function makeWireConversation(
  overrides: Partial<WireConversation> = {},
  people: readonly Person[] = [reader, neighbours[1]],
): WireConversation {
  const id = String((overrides._id as { $oid?: string } | undefined)?.$oid ?? 'conversation-1');
  const entries = people.map((person, index) => participantOf(id, person, people.length > 2 && index === 0));
  return {
    _id: { $oid: id },
    id,
    title: null,
    users: entries.map((entry) => entry.user),
    conversation_users: entries.map((entry) => entry.membership),
    latest_message: messageFrom(id, people[1] ?? reader, {
      _id: { $oid: `${id}-latest` },
      body: 'Oi Maria! Deixaram uma encomenda sua aqui na minha porta, pode buscar quando quiser.',
      created_at: minutesAgo(5),
    }),
    has_unread: true,
    updated_at: minutesAgo(5),
    ...overrides,
  };
}

/** The conversation without the `latest_message` key, as the server sends one with no message or a list not asked for it. */
function withoutLatest({ latest_message: _left, ...conversation }: WireConversation): WireConversation {
  return conversation;
}

/** Maria's three conversations, newest first: João (unread), the ride group (admin), Beatriz (read). */
export function makeWireConversations(): WireConversation[] {
  return [
    makeWireConversation(),
    makeWireConversation(
      {
        _id: { $oid: 'conversation-2' },
        title: 'Carona para o mercado',
        latest_message: messageFrom('conversation-2', neighbours[2], {
          _id: { $oid: 'conversation-2-latest' },
          body: 'Saio às 9h da Rua das Flores, cabem mais dois.',
          created_at: minutesAgo(90),
        }),
        has_unread: false,
        updated_at: minutesAgo(90),
      },
      [reader, neighbours[2], neighbours[3]],
    ),
    makeWireConversation(
      {
        _id: { $oid: 'conversation-3' },
        latest_message: messageFrom('conversation-3', neighbours[4], {
          _id: { $oid: 'conversation-3-latest' },
          body: 'Obrigada pelo aviso do portão!',
          created_at: minutesAgo(60 * 26),
        }),
        has_unread: false,
        updated_at: minutesAgo(60 * 26),
      },
      [reader, neighbours[4]],
    ),
  ];
}

/** A conversation as the pieces take it (normalised by the domain); override anything. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return { ...(normalizeConversation(makeWireConversation()) as Conversation), ...overrides };
}

/** Maria's three conversations as the pieces take them. */
export function makeConversations(): Conversation[] {
  return makeWireConversations().map((wire) => normalizeConversation(wire) as Conversation);
}

/** A message on the wire, from João to Maria 10 minutes ago; override anything. */
export function makeWireMessage(overrides: Partial<WireMessage> = {}): WireMessage {
  const message: WireMessage = {
    _id: { $oid: 'message-1' },
    body: 'Oi Maria! Deixaram uma encomenda sua aqui na minha porta.',
    user: { _id: { $oid: 'user-joao' }, id: 'user-joao', username: 'joao.pereira', avatar: null },
    post: null,
    is_command: false,
    created_at: minutesAgo(10),
    conversation_user: {
      _id: { $oid: 'conversation-1-user-joao' },
      conversation_role: { name: MEMBER_ROLE },
    },
    conversation_id: 'conversation-1',
    ...overrides,
  };
  // The server sends the id twice, as `_id.$oid` and as `id`.
  return { ...message, id: overrides.id ?? idOf(message) };
}

/** `count` messages of one conversation, oldest first, two minutes apart, the sender changing every third. */
export function makeWireMessages(count: number, conversationId = 'conversation-1'): WireMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const sender = index % 6 < 3 ? neighbours[1] : reader;
    return messageFrom(conversationId, sender, {
      _id: { $oid: `${conversationId}-message-${index + 1}` },
      body: `Mensagem ${index + 1}: combinado, passo aí depois das 18h.`,
      created_at: minutesAgo(2 * (count - index)),
    });
  });
}

/** A message as the pieces take it (confirmed); override anything (`status: 'pending'`, `'failed'`). */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return { ...(normalizeMessage(makeWireMessage()) as Message), ...overrides };
}

/** `count` confirmed messages as the pieces take them, oldest first. */
export function makeMessages(count: number, conversationId = 'conversation-1'): Message[] {
  return makeWireMessages(count, conversationId).map((wire) => normalizeMessage(wire) as Message);
}

/** The residents the participant search finds (Maria's neighbours, never Maria). */
export function makeWireResidents(): WireUser[] {
  return neighbours.slice(1).map((person, index) =>
    makeWireUser({
      _id: { $oid: person.id },
      username: person.username,
      first_name: person.username.split('.')[0]?.replace(/^./, (c) => c.toUpperCase()) ?? null,
      last_name: person.username.split('.')[1]?.replace(/^./, (c) => c.toUpperCase()) ?? null,
      role: { name: MEMBER_ROLE },
      points: 10 * (index + 1),
    }),
  );
}

/** Texts of the messaging handlers' refusals and command lines, as the server words them. */
export const messagingMockTexts = {
  listFailed: 'Erro ao carregar as conversas',
  sendFailed: 'Erro ao enviar a mensagem',
  notParticipant: 'Conversa não encontrada.',
  /** The command line a new group opens with. */
  created: (actor: string) => `${actor} criou a conversa`,
} as const;

// Handlers of the messaging resource (spec: Calls). A story replaces only this group:
// `handlers: { messaging: messagingHandlers.sendFails() }`.

const conversationsPath = '*/api/v1/conversations';
const conversationPath = `${conversationsPath}/:id`;
const messagesPath = `${conversationPath}/messages`;
const adminPath = `${conversationPath}/admin`;
const searchPath = '*/api/v1/search';

function idOf(wire: { _id?: unknown }): string {
  return String((wire._id as { $oid?: string } | undefined)?.$oid ?? '');
}

/** GET conversations: the list as given, `latest_message` only when asked (spec: Calls). */
function list(conversations: readonly WireConversation[]) {
  return http.get(conversationsPath, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const withLatest = search.get('include_latest_message') === 'true';
    const perPage = Number(search.get('per_page') ?? '50') || 50;
    const shown = conversations.slice(0, perPage).map((wire) => (withLatest ? wire : withoutLatest(wire)));
    const answer: ConversationsAnswer = {
      conversations: shown,
      meta: {
        total_count: conversations.length,
        unread_message_count: shown.filter((c) => c.has_unread).length,
      },
    };
    return HttpResponse.json(answer);
  });
}

/** GET messages: newest page first, oldest first within it (spec: Calls: pages of 40). */
function pages(messages: readonly WireMessage[]) {
  return http.get(messagesPath, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
    const perPage = Number(search.get('per_page') ?? String(MESSAGES_PAGE_SIZE)) || MESSAGES_PAGE_SIZE;
    const end = Math.max(0, messages.length - (page - 1) * perPage);
    const answer: MessagesAnswer = {
      messages: messages.slice(Math.max(0, end - perPage), end),
      meta: { total_count: messages.length, unread_message_count: 0, page, per_page: perPage },
    };
    return HttpResponse.json(answer);
  });
}

/** POST messages: the message as the server keeps it, from Maria, now. */
const send = http.post(messagesPath, async ({ request, params }) => {
  const form = new URLSearchParams(await request.text());
  const clientId = form.get('message[client_id]') ?? 'client-1';
  const postId = form.get('message[post_id]');
  const answer: SendMessageAnswer = {
    message: makeWireMessage({
      _id: { $oid: `message-${clientId}` },
      body: form.get('message[body]') ?? '',
      user: { _id: { $oid: reader.id }, id: reader.id, username: reader.username, avatar: null },
      post: postId ? { _id: { $oid: postId }, title: 'Postagem compartilhada', text: null } : null,
      created_at: minutesAgo(0),
      conversation_id: String(params.id),
      client_id: clientId,
    }),
  };
  return HttpResponse.json(answer, { status: 201 });
});

/** POST, PUT conversations and the admin calls: the conversation as it would stand. */
function writes(conversations: readonly WireConversation[]) {
  const residents = makeWireResidents();
  const found = (id: string) => conversations.find((wire) => idOf(wire) === id) ?? makeWireConversation();
  const answer = (conversation: WireConversation, status = 200) =>
    HttpResponse.json({ conversation } satisfies ConversationAnswer, { status });
  const peopleOf = (ids: readonly string[]) =>
    residents
      .filter((user) => ids.includes(idOf(user)))
      .map((user) => ({ id: idOf(user), username: user.username ?? '' }));
  return [
    http.post(conversationsPath, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const people = [reader, ...peopleOf(form.getAll('conversation[neighbors][]'))];
      const isGroup = people.length > 2;
      const id = 'conversation-new';
      const made = makeWireConversation(
        {
          _id: { $oid: id },
          title: isGroup ? form.get('conversation[title]') : null,
          has_unread: false,
          updated_at: minutesAgo(0),
        },
        people,
      );
      // A new direct conversation has no message yet; a group opens with its creation line.
      const created = messageFrom(
        id,
        reader,
        {
          _id: { $oid: `${id}-created` },
          body: messagingMockTexts.created(reader.username),
          is_command: true,
          created_at: minutesAgo(0),
        },
        ADMIN_ROLE,
      );
      return answer(isGroup ? { ...made, latest_message: created } : withoutLatest(made), 201);
    }),
    http.put(conversationPath, async ({ request, params }) => {
      const form = new URLSearchParams(await request.text());
      const stored = found(String(params.id));
      const title = form.get('conversation[title]');
      return answer({ ...stored, ...(title === null ? {} : { title }) });
    }),
    http.delete(conversationPath, ok),
    http.put(adminPath, ({ params }) => answer(found(String(params.id)))),
    http.delete(adminPath, ({ params }) => answer(found(String(params.id)))),
  ];
}

/** GET search?type=user: the residents whose username holds the text (spec: Calls: 10 a page). */
function search(residents: readonly WireUser[]) {
  return http.get(searchPath, ({ request }) => {
    const text = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
    const users = residents.filter((user) => (user.username ?? '').includes(text)).slice(0, 10);
    return HttpResponse.json({ users, results: users } satisfies ResidentSearchAnswer);
  });
}

/** Scenarios of the messaging resource. */
export const messagingHandlers = {
  /** Maria's three conversations, 45 messages in each (two pages), the search and every write answering. */
  default: (
    conversations: readonly WireConversation[] = makeWireConversations(),
    messages: readonly WireMessage[] = makeWireMessages(45),
  ) => [list(conversations), pages(messages), send, ...writes(conversations), search(makeWireResidents())],
  /** No conversation yet, nothing found by the search. */
  empty: () => [list([]), pages([]), send, ...writes([]), search([])],
  /** Every read hangs: the loading states stay on screen. */
  loading: () => [
    http.get(conversationsPath, hang),
    http.get(messagesPath, hang),
    http.get(searchPath, hang),
  ],
  /** The list fails; the rest answers. */
  listFails: () => [
    http.get(conversationsPath, () => refuse(messagingMockTexts.listFailed)),
    pages(makeWireMessages(5)),
    search(makeWireResidents()),
  ],
  /** Reads answer, every send is refused: the message shows its failed mark. */
  sendFails: (messages: readonly WireMessage[] = makeWireMessages(5)) => [
    list(makeWireConversations()),
    pages(messages),
    http.post(messagesPath, () => refuse(messagingMockTexts.sendFailed)),
    ...writes(makeWireConversations()),
    search(makeWireResidents()),
  ],
  /** The network is down for every messaging call. */
  offline: () => [
    http.get(conversationsPath, () => HttpResponse.error()),
    http.get(messagesPath, () => HttpResponse.error()),
    http.post(messagesPath, () => HttpResponse.error()),
    http.get(searchPath, () => HttpResponse.error()),
  ],
};

/** The fixtures' ids, for stories and tests that name one. */
export const messagingFixtureIds = {
  reader: reader.id as UserId,
  direct: 'conversation-1' as ConversationId,
  group: 'conversation-2' as ConversationId,
  firstMessage: 'message-1' as MessageId,
} as const;
