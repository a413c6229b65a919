import type { Conversation, ConversationParticipant, UserId } from '@vizinhos/domain';
import { describe, expect, it } from 'vitest';
import { conversationName } from './conversationName.ts';

const person = (id: string, username: string): ConversationParticipant => ({
  id: id as UserId,
  username,
  avatar: undefined,
  conversationUserId: undefined,
  roleName: undefined,
  stompKey: undefined,
});
const me = 'u-1' as UserId;
const of = (
  title: string | undefined,
  participants: ConversationParticipant[],
): Pick<Conversation, 'title' | 'participants'> => ({
  title,
  participants,
});

describe('conversationName', () => {
  it.each([
    ['the title when there is one', of('Mutirão', [person('u-1', 'ana'), person('u-2', 'bia')]), 'Mutirão'],
    [
      'the other resident of a direct conversation',
      of(undefined, [person('u-1', 'ana'), person('u-2', 'bia')]),
      'bia',
    ],
    [
      'the others of an untitled group',
      of(undefined, [person('u-1', 'ana'), person('u-2', 'bia'), person('u-3', 'caio')]),
      'bia, caio',
    ],
    ['the reader alone', of(undefined, [person('u-1', 'ana')]), 'ana'],
    ['nobody', of(undefined, []), ''],
  ])('%s', (_case, conversation, expected) => {
    expect(conversationName(conversation, me)).toBe(expected);
  });
});
