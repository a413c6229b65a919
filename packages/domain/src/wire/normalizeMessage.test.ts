import { describe, expect, it } from 'vitest';
import { makeWireMessage } from '../testing.ts';
import { normalizeMessage } from './normalizeMessage.ts';

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
