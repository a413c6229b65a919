import type { Conversation, ConversationId, UserId } from '@vizinhos/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterConversations } from './filterConversations.ts';

const conversation = (
  id: string,
  title: string | undefined,
  names: string[],
  latest?: string,
): Conversation => ({
  id: id as ConversationId,
  title,
  participants: names.map((username, index) => ({
    id: `u-${index + 1}` as UserId,
    username,
    avatar: undefined,
    conversationUserId: undefined,
    roleName: undefined,
    stompKey: undefined,
  })),
  latestMessage: latest,
  latestSenderId: undefined,
  hasUnread: false,
  updatedAt: undefined,
});
const items = [
  { conversation: conversation('c-1', undefined, ['ana', 'joão']) },
  { conversation: conversation('c-2', 'Mutirão da praça', ['ana', 'bia', 'caio']) },
  { conversation: conversation('c-3', undefined, ['ana', 'dora'], 'A encomenda chegou') },
];
const me = 'u-1' as UserId;

describe('filterConversations', () => {
  it.each([
    ['', ['c-1', 'c-2', 'c-3']],
    ['   ', ['c-1', 'c-2', 'c-3']],
    ['joao', ['c-1']],
    ['MUTIRAO', ['c-2']],
    ['caio', ['c-2']],
    ['encomenda', ['c-3']],
    ['zz', []],
  ])('"%s" keeps %j', (query, ids) => {
    expect(filterConversations(items, query, me).map((i) => i.conversation.id)).toEqual(ids);
  });

  it('never adds a conversation and keeps the order', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const kept = filterConversations(items, query, me);
        const order = kept.map((i) => items.indexOf(i));
        expect(order.every((n, k) => n >= 0 && (k === 0 || n > (order[k - 1] ?? -1)))).toBe(true);
      }),
    );
  });
});
