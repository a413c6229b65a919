// Messaging in the client store: each conversation and each message held once by id, the
// list and each chat holding ids; a chat frame changes the message and its conversation once and
// fetches no list: a plain message moves the list's latest message and the unread count, a command
// message's frame brings the conversation as it now stands, and only a conversation the store does
// not hold is fetched, alone.
import 'fake-indexeddb/auto';
import { createApiClient } from '@vizinhos/api';
import {
  makeUser,
  makeWireConversation,
  makeWireMessage,
  messagingFixtureIds,
  messagingHandlers,
} from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { ConversationId, MessageId, WireChatMessage, WireMessage } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { applyLiveEvent } from '../../live/liveBridge.ts';
import { createSessionStore } from '../../session/session.ts';
import { conversationEntitiesAtom, messageEntitiesAtom } from '../../store/entities.ts';
import { loadBlocksAtom } from '../moderation/state.ts';
import { chatsAtom, loadMessagesAtom } from './chatState.ts';
import { sendMessageAtom } from './outbox.ts';
import {
  conversationsAtom,
  loadConversationsAtom,
  setMessagingPanelAtom,
  unreadConversationsAtom,
} from './state.ts';

const { server } = recordingServer();
const { direct, group } = messagingFixtureIds;
const other = 'conversation-3' as ConversationId;
const maria = { _id: { $oid: 'user-maria' }, id: 'user-maria', username: 'maria.souza', avatar: null };
const ana = { _id: { $oid: 'user-ana' }, id: 'user-ana', username: 'ana.lima', avatar: null };

let store: Store;
let calls: string[];
beforeEach(async () => {
  server.use(...messagingHandlers.default());
  store = createSessionStore(makeUser({ id: 'user-maria' as never, username: 'maria.souza' }));
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
  // Maria has the panel open on her conversation with João, its newest page read.
  await store.set(loadConversationsAtom);
  store.set(setMessagingPanelAtom, { isOpen: true, conversationId: direct });
  await store.set(loadMessagesAtom, { conversationId: direct });
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => server.events.removeAllListeners());

/** A chat frame as the chat topic carries it. */
function frame(message: Partial<WireMessage>, conversation?: WireChatMessage['conversation']): void {
  const wire = makeWireMessage({ created_at: new Date().toISOString(), ...message });
  const payload: WireChatMessage = {
    message: wire,
    user: wire.user ?? null,
    ...(conversation ? { conversation } : {}),
  };
  applyLiveEvent(store, { kind: 'chatMessage', payload }, new Date());
}
const listCalls = () => calls.filter((call) => call.startsWith('GET /api/v1/conversations?'));
const pageCalls = () => calls.filter((call) => /\/messages\?page=\d+&per_page=40$/.test(call));
const listed = () =>
  store.get(conversationsAtom).conversations.map(({ id, latestMessage, hasUnread }) => ({
    id,
    latestMessage,
    hasUnread,
  }));
const bodiesOf = (id: ConversationId) => store.get(chatsAtom)[id]?.messages.map((m) => m.body) ?? [];

describe('a chat frame in the client store', () => {
  it('adds a message to the open chat and moves the list’s latest message, fetching no list', async () => {
    frame({ _id: { $oid: 'message-new' }, body: 'Já está na portaria.', conversation_id: direct });
    expect(bodiesOf(direct).at(-1)).toBe('Já está na portaria.');
    expect(listed()[0]).toEqual({ id: direct, latestMessage: 'Já está na portaria.', hasUnread: true });
    // Open, it does not count unread; João wrote it, so the one call marks it read (one message read).
    expect(store.get(unreadConversationsAtom)).toBe(0);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([`GET /api/v1/conversations/${direct}/messages?page=1&per_page=1`]);
    expect(listCalls()).toHaveLength(0);
    expect(pageCalls()).toHaveLength(0);
  });

  it('counts another conversation unread once, at the top of the list, with no call at all', async () => {
    frame({ _id: { $oid: 'message-a' }, body: 'Oi!', conversation_id: other });
    frame({ _id: { $oid: 'message-b' }, body: 'Tudo bem?', conversation_id: other });
    expect(listed()[0]).toEqual({ id: other, latestMessage: 'Tudo bem?', hasUnread: true });
    expect(store.get(unreadConversationsAtom)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('a message from a resident the reader blocked arrives but counts nothing unread', async () => {
    server.use(
      http.get('*/api/v1/users/me/blocks', () =>
        HttpResponse.json({
          users: [
            {
              id: 'user-ana',
              username: 'ana.lima',
              first_name: 'Ana',
              last_name: 'Lima',
              avatar: null,
              blocked_at: '2026-03-01T12:00:00.000Z',
            },
          ],
        }),
      ),
    );
    await store.set(loadBlocksAtom);
    frame({ _id: { $oid: 'message-ana' }, body: 'Oi, grupo!', conversation_id: other, user: ana });
    expect(listed()[0]).toEqual({ id: other, latestMessage: 'Oi, grupo!', hasUnread: false });
    expect(store.get(unreadConversationsAtom)).toBe(0);
  });

  it('takes a title change from the command frame’s conversation, fetching no list', async () => {
    const renamed = makeWireConversation(
      { _id: { $oid: group }, title: 'Carona de sábado', has_unread: false },
      [
        { id: 'user-ana', username: 'ana.lima' },
        { id: 'user-maria', username: 'maria.souza' },
        { id: 'user-carlos', username: 'carlos.mendes' },
      ],
    );
    frame(
      {
        _id: { $oid: 'command-1' },
        body: 'ana.lima mudou o título',
        is_command: true,
        conversation_id: group,
        user: ana,
      },
      renamed,
    );
    expect(store.get(conversationsAtom).conversations[0]).toMatchObject({
      id: group,
      title: 'Carona de sábado',
      latestMessage: 'ana.lima mudou o título',
      hasUnread: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it('drops a group the reader was removed from, from the command frame alone', async () => {
    const without = makeWireConversation({ _id: { $oid: group }, title: 'Carona para o mercado' }, [
      { id: 'user-ana', username: 'ana.lima' },
      { id: 'user-carlos', username: 'carlos.mendes' },
    ]);
    frame(
      {
        _id: { $oid: 'command-2' },
        body: 'ana.lima removeu maria.souza',
        is_command: true,
        conversation_id: group,
        user: ana,
      },
      without,
    );
    expect(store.get(conversationsAtom).conversations.map((c) => c.id)).toEqual([direct, other]);
    expect(store.get(conversationEntitiesAtom)[group]).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toHaveLength(0);
  });

  it('fetches only the one conversation the store does not hold, then lists it first', async () => {
    const older = 'conversation-9' as ConversationId;
    server.use(
      http.get(`${testBaseUrl}/api/v1/conversations/:id`, () =>
        HttpResponse.json({ conversation: makeWireConversation({ _id: { $oid: older }, has_unread: true }) }),
      ),
    );
    frame({ _id: { $oid: 'message-old' }, body: 'Lembra de mim?', conversation_id: older });
    await vi.waitFor(() => expect(listed()[0]?.id).toBe(older));
    expect(listed()[0]).toEqual({ id: older, latestMessage: 'Lembra de mim?', hasUnread: true });
    expect(calls).toEqual([`GET /api/v1/conversations/${older}`]);
  });
});

describe('messages held once by id', () => {
  it('a sent message, its answer and its own frame leave one message, under the server’s id', async () => {
    await store.set(sendMessageAtom, { conversationId: direct, text: 'Obrigada, João!' });
    const mine = store.get(chatsAtom)[direct]?.messages.filter((m) => m.body === 'Obrigada, João!') ?? [];
    expect(mine.map((m) => m.status)).toEqual(['confirmed']);
    const keptId = mine[0]?.id as MessageId;
    frame({ _id: { $oid: keptId }, body: 'Obrigada, João!', conversation_id: direct, user: maria });
    expect(bodiesOf(direct).filter((body) => body === 'Obrigada, João!')).toHaveLength(1);
    const held = Object.values(store.get(messageEntitiesAtom)).filter((m) => m?.body === 'Obrigada, João!');
    expect(held.map((m) => m?.id)).toEqual([keptId]);
    // Her own message in the open chat: nothing to mark read; the send was the one call.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.startsWith('GET'))).toEqual([]);
  });

  it('a frame of another chat leaves the open chat’s messages as they were (its rows are not worded again)', async () => {
    await store.set(loadMessagesAtom, { conversationId: group });
    const before = store.get(chatsAtom)[direct]?.messages;
    frame({ _id: { $oid: 'message-g' }, body: 'Saio às 9h.', conversation_id: group, user: ana });
    expect(bodiesOf(group).at(-1)).toBe('Saio às 9h.');
    expect(store.get(chatsAtom)[direct]?.messages).toBe(before);
  });
});
