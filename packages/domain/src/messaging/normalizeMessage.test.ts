import { describe, expect, it } from 'vitest';
import { makeWireMessage } from '../testing.ts';
import { normalizeChatMessage, normalizeMessage, readMessagesPage } from './normalizeMessage.ts';

describe('normalizeMessage', () => {
  it('spec: Entities and their fields: a fetched message is confirmed', () => {
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
      'spec: Entities and their fields: a shared post with text',
      { post: { _id: 'p1', title: 'Feira', text: 'Sábado' } },
      { post: { id: 'p1', title: 'Feira', text: 'Sábado' } },
    ],
    [
      'spec: Entities and their fields: a shared post with body',
      { post: { id: 'p2', body: 'Domingo' } },
      { post: { id: 'p2', title: undefined, text: 'Domingo' } },
    ],
    [
      'spec: Entities and their fields: a command, an admin sender',
      { is_command: true, conversation_user: { conversation_role: { name: 'Admin' } } },
      { isCommand: true, senderRoleName: 'Admin' },
    ],
    [
      'spec: Entities and their fields: no body, no user',
      { body: null, user: null },
      { body: '', senderUsername: '', senderId: undefined },
    ],
    [
      'spec: Entities and their fields: id instead of _id',
      { _id: undefined, id: 5, user: { id: 'u3', username: 'ana' } },
      { id: '5', senderId: 'u3' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(normalizeMessage(makeWireMessage(overrides))).toMatchObject(expected);
  });

  it.each([
    ['spec: Entities and their fields: no id', makeWireMessage({ _id: undefined })],
    ['spec: Entities and their fields: null', null],
  ])('%s is no message', (_name, wire) => {
    expect(normalizeMessage(wire)).toBeUndefined();
  });
});

describe('normalizeMessage client id', () => {
  it('keeps the sender’s client id when the wire has one, and none otherwise', () => {
    expect(normalizeMessage({ _id: 'm1', body: 'Oi', client_id: 'c-1' })?.clientId).toBe('c-1');
    expect(normalizeMessage({ _id: 'm1', body: 'Oi', client_id: null })).not.toHaveProperty('clientId');
  });
});

describe('normalizeChatMessage', () => {
  it.each([
    [
      'spec: Entities and their fields: the message keeps its own user',
      { message: makeWireMessage(), user: { username: 'outro' } },
      'joao.lima',
    ],
    [
      'spec: Entities and their fields: the frame user stands in',
      { message: makeWireMessage({ user: null }), user: { _id: 'u7', username: 'ana' } },
      'ana',
    ],
    ['spec: Error catalogue: no message', { user: { username: 'ana' } }, undefined],
  ])('%s', (_name, payload, sender) => {
    expect(normalizeChatMessage(payload)?.senderUsername).toBe(sender);
  });
});

describe('readMessagesPage', () => {
  it.each([
    [
      'spec: Calls: messages and unread count',
      { messages: [makeWireMessage(), { body: 'sem id' }], meta: { unread_message_count: 3 } },
      1,
      3,
    ],
    ['spec: Calls: no meta', { messages: [makeWireMessage()] }, 1, 0],
    ['spec: Error catalogue: not an object', null, 0, 0],
  ])('%s', (_name, body, count, unread) => {
    const page = readMessagesPage(body);
    expect(page.messages).toHaveLength(count);
    expect(page.unreadCount).toBe(unread);
  });
});
