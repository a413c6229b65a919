import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import type { Conversation, ConversationParticipant } from './conversation.ts';
import {
  canActOnParticipant,
  canManageConversation,
  isConversationAdmin,
  isDirectConversation,
  isGroupConversation,
  leaveConversationLabel,
} from './conversationRoles.ts';

const person = (id: string, roleName?: string): ConversationParticipant => ({
  id: id as UserId,
  username: id,
  avatar: undefined,
  conversationUserId: `cu-${id}`,
  roleName,
  stompKey: undefined,
});
const conversationOf = (...participants: ConversationParticipant[]): Conversation => ({
  id: 'c1' as Conversation['id'],
  title: undefined,
  participants,
  latestMessage: undefined,
  hasUnread: false,
  updatedAt: undefined,
});
const ana = 'ana' as UserId;
const bia = 'bia' as UserId;
const caio = 'caio' as UserId;
const group = conversationOf(
  person('ana', 'Admin'),
  person('bia', 'Member'),
  person('caio', 'ConversationAdmin'),
);
const direct = conversationOf(person('ana', 'Admin'), person('bia'));

describe('conversation roles', () => {
  it.each([
    ['doc 1 §3: two participants is direct', direct, true, false, 'Excluir Conversa'],
    ['doc 1 §6: three is a group', group, false, true, 'Sair da Conversa'],
    ['doc 1 §6: one alone is neither', conversationOf(person('ana')), false, false, 'Excluir Conversa'],
  ])('%s', (_name, conversation, isDirect, isGroup, label) => {
    expect(isDirectConversation(conversation)).toBe(isDirect);
    expect(isGroupConversation(conversation)).toBe(isGroup);
    expect(leaveConversationLabel(conversation)).toBe(label);
  });

  it.each([
    ['doc 1 §6: "Admin"', 'Admin', true],
    ['doc 1 §6: a name containing Admin', 'ConversationAdmin', true],
    ['doc 1 §6: lower case does not count', 'admin', false],
    ['doc 1 §6: a member', 'Member', false],
    ['doc 1 §6: no role', undefined, false],
  ])('%s', (_name, role, admin) => {
    expect(isConversationAdmin(role)).toBe(admin);
  });

  it.each([
    ['doc 1 §6: an admin renames a group', group, ana, true],
    ['doc 1 §6: a member may not', group, bia, false],
    ['doc 1 §6: not in a direct conversation', direct, ana, false],
    ['doc 1 §6: not a stranger', group, 'zeca' as UserId, false],
  ])('canManageConversation: %s', (_name, conversation, actor, allowed) => {
    expect(canManageConversation(conversation, actor)).toBe(allowed);
  });

  it.each([
    ['doc 1 §6: an admin removes a member', ana, bia, true],
    ['doc 1 §6: an admin demotes another admin', ana, caio, true],
    ['doc 1 §6: never on itself', ana, ana, false],
    ['doc 1 §6: a member acts on nobody', bia, caio, false],
    ['doc 1 §6: only on a participant', ana, 'zeca' as UserId, false],
  ])('canActOnParticipant: %s', (_name, actor, target, allowed) => {
    expect(canActOnParticipant(group, actor, target)).toBe(allowed);
  });

  it('invariant: nobody ever acts on themselves, and nobody acts in a conversation of 2 or fewer', () => {
    const participant = fc
      .record({
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        role: fc.constantFrom('Admin', 'Member', undefined),
      })
      .map(({ id, role }) => person(id, role));
    fc.assert(
      fc.property(
        fc.array(participant, { maxLength: 5 }),
        fc.constantFrom('a', 'b', 'c', 'd'),
        fc.constantFrom('a', 'b', 'c', 'd'),
        (people, actor, target) => {
          const conversation = conversationOf(...people);
          const allowed = canActOnParticipant(conversation, actor as UserId, target as UserId);
          if (actor === target || people.length <= 2) expect(allowed).toBe(false);
        },
      ),
    );
  });
});
