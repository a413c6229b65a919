import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeWireConversation } from '../testing.ts';
import { normalizeConversation, readConversationsEnvelope } from './normalizeConversation.ts';

describe('normalizeConversation', () => {
  it('spec: Entities and their fields: users completed with the stomp keys of conversation_users', () => {
    expect(normalizeConversation(makeWireConversation())).toEqual({
      id: 'c1',
      title: undefined,
      participants: [
        {
          id: 'u1',
          username: 'maria.souza',
          avatar: undefined,
          conversationUserId: 'cu1',
          roleName: 'Admin',
          stompKey: 'sk-maria',
        },
        {
          id: 'u2',
          username: 'joao.lima',
          avatar: undefined,
          conversationUserId: 'cu2',
          roleName: 'Member',
          stompKey: 'sk-joao',
        },
      ],
      latestMessage: 'Bom dia, vizinho!',
      hasUnread: false,
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('spec: Entities and their fields: a membership found by username, its role used when users lack one', () => {
    const conversation = normalizeConversation(
      makeWireConversation({
        users: [{ username: 'ana' }, { _id: 'u9' }],
        conversation_users: [
          {
            _id: 'cu7',
            user: { username: 'ana' },
            stomp_key: 'sk-ana',
            conversation_role: { name: 'Admin' },
          },
        ],
      }),
    );
    expect(conversation?.participants).toEqual([
      {
        id: undefined,
        username: 'ana',
        avatar: undefined,
        conversationUserId: 'cu7',
        roleName: 'Admin',
        stompKey: 'sk-ana',
      },
    ]);
  });

  it('spec: Entities and their fields: conversation_users alone when users is absent', () => {
    const conversation = normalizeConversation(
      makeWireConversation({
        users: undefined,
        has_unread: true,
        conversation_users: [
          { _id: 'cu1', user: { id: 'u1', username: 'maria' }, stomp_key: 'k' },
          { _id: 'cu2', user: null },
        ],
      }),
    );
    expect(conversation).toMatchObject({
      hasUnread: true,
      participants: [
        { id: 'u1', username: 'maria', conversationUserId: 'cu1', roleName: undefined, stompKey: 'k' },
      ],
    });
  });

  it('spec: Entities and their fields: a membership found by the user id (as id or $oid)', () => {
    const conversation = normalizeConversation(
      makeWireConversation({
        users: [{ _id: { $oid: 'u5' }, username: 'bruno' }],
        conversation_users: [
          { _id: 'cu5', user: { id: 'u5', username: 'bruno.old' }, stomp_key: 'sk-bruno' },
        ],
      }),
    );
    expect(conversation?.participants[0]).toMatchObject({
      id: 'u5',
      conversationUserId: 'cu5',
      stompKey: 'sk-bruno',
    });
  });

  it('spec: Entities and their fields: no participants at all', () => {
    expect(normalizeConversation({ id: 'c2', users: null })?.participants).toEqual([]);
  });

  it.each([
    ['spec: Entities and their fields: no id', { title: 'x' }],
    ['spec: Entities and their fields: null', null],
  ])('%s is no conversation', (_name, wire) => {
    expect(normalizeConversation(wire)).toBeUndefined();
  });
});

describe('readConversationsEnvelope', () => {
  it.each([
    [
      'spec: Entities and their fields: a list under conversations',
      { conversations: [makeWireConversation(), makeWireConversation({ _id: 'c2' })] },
      ['c1', 'c2'],
    ],
    ['spec: Calls: one under conversations', { conversations: makeWireConversation() }, ['c1']],
    [
      'spec: Calls: one under conversation',
      { conversation: makeWireConversation({ _id: { $oid: 'c3' } }) },
      ['c3'],
    ],
    ['spec: Error catalogue: nothing', {}, []],
    ['spec: Error catalogue: not an object', [], []],
  ])('%s', (_name, body, ids) => {
    expect(readConversationsEnvelope(body).map((c) => c.id)).toEqual(ids);
  });

  it('invariant: reading any JSON body never throws and returns a list', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expect(Array.isArray(readConversationsEnvelope(body))).toBe(true);
      }),
    );
  });
});
