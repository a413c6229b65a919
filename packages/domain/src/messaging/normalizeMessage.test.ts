import { describe, expect, it } from 'vitest';
import { makeWireMessage } from '../testing.ts';
import { normalizeChatMessage, normalizeMessage, readMessagesPage } from './normalizeMessage.ts';

describe('normalizeMessage', () => {
  it('doc 1 §3: a fetched message is confirmed', () => {
    expect(normalizeMessage(makeWireMessage())).toEqual({
      id: 'm1',
      body: 'Bom dia, vizinho!',
      senderId: 'u2',
      senderUsername: 'joao.lima',
      senderAvatar: undefined,
      senderRoleName: undefined,
      post: undefined,
      isCommand: false,
      createdAt: '2026-11-21T10:00:00.000Z',
      conversationId: 'c1',
      status: 'confirmed',
    });
  });

  it.each([
    [
      'doc 1 §3: a shared post with text',
      { post: { _id: 'p1', title: 'Feira', text: 'Sábado' } },
      { post: { id: 'p1', title: 'Feira', text: 'Sábado' } },
    ],
    [
      'doc 1 §3: a shared post with body',
      { post: { id: 'p2', body: 'Domingo' } },
      { post: { id: 'p2', title: undefined, text: 'Domingo' } },
    ],
    [
      'doc 1 §3: a command, an admin sender',
      { is_command: true, conversation_user: { conversation_role: { name: 'Admin' } } },
      { isCommand: true, senderRoleName: 'Admin' },
    ],
    [
      'doc 1 §3: no body, no user',
      { body: null, user: null },
      { body: '', senderUsername: '', senderId: undefined },
    ],
    [
      'doc 1 §3: id instead of _id',
      { _id: undefined, id: 5, user: { id: 'u3', username: 'ana' } },
      { id: '5', senderId: 'u3' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(normalizeMessage(makeWireMessage(overrides))).toMatchObject(expected);
  });

  it.each([
    ['doc 1 §3: no id', makeWireMessage({ _id: undefined })],
    ['doc 1 §3: null', null],
  ])('%s is no message', (_name, wire) => {
    expect(normalizeMessage(wire)).toBeUndefined();
  });
});

describe('normalizeChatMessage', () => {
  it.each([
    [
      'doc 1 §3: the message keeps its own user',
      { message: makeWireMessage(), user: { username: 'outro' } },
      'joao.lima',
    ],
    [
      'doc 1 §3: the frame user stands in',
      { message: makeWireMessage({ user: null }), user: { _id: 'u7', username: 'ana' } },
      'ana',
    ],
    ['doc 1 §8: no message', { user: { username: 'ana' } }, undefined],
  ])('%s', (_name, payload, sender) => {
    expect(normalizeChatMessage(payload)?.senderUsername).toBe(sender);
  });
});

describe('readMessagesPage', () => {
  it.each([
    [
      'doc 1 §7: messages and unread count',
      { messages: [makeWireMessage(), { body: 'sem id' }], meta: { unread_message_count: 3 } },
      1,
      3,
    ],
    ['doc 1 §7: no meta', { messages: [makeWireMessage()] }, 1, 0],
    ['doc 1 §8: not an object', null, 0, 0],
  ])('%s', (_name, body, count, unread) => {
    const page = readMessagesPage(body);
    expect(page.messages).toHaveLength(count);
    expect(page.unreadCount).toBe(unread);
  });
});
