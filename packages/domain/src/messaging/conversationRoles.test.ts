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
  latestSenderId: undefined,
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
    ['spec: Entities and their fields: two participants is direct', direct, true, false, 'Excluir Conversa'],
    ['spec: Roles and permissions: three is a group', group, false, true, 'Sair da Conversa'],
    [
      'spec: Roles and permissions: one alone is neither',
      conversationOf(person('ana')),
      false,
      false,
      'Excluir Conversa',
    ],
  ])('%s', (_name, conversation, isDirect, isGroup, label) => {
    expect(isDirectConversation(conversation)).toBe(isDirect);
    expect(isGroupConversation(conversation)).toBe(isGroup);
    expect(leaveConversationLabel(conversation)).toBe(label);
  });

  it.each([
    ['spec: Roles and permissions: "Admin"', 'Admin', true],
    ['spec: Roles and permissions: a name containing Admin', 'ConversationAdmin', true],
    ['spec: Roles and permissions: lower case does not count', 'admin', false],
    ['spec: Roles and permissions: a member', 'Member', false],
    ['spec: Roles and permissions: no role', undefined, false],
  ])('%s', (_name, role, admin) => {
    expect(isConversationAdmin(role)).toBe(admin);
  });

  it.each([
    ['spec: Roles and permissions: an admin renames a group', group, ana, true],
    ['spec: Roles and permissions: a member may not', group, bia, false],
    ['spec: Roles and permissions: not in a direct conversation', direct, ana, false],
    ['spec: Roles and permissions: not a stranger', group, 'zeca' as UserId, false],
  ])('canManageConversation: %s', (_name, conversation, actor, allowed) => {
    expect(canManageConversation(conversation, actor)).toBe(allowed);
  });

  it.each([
    ['spec: Roles and permissions: an admin removes a member', ana, bia, true],
    ['spec: Roles and permissions: an admin demotes another admin', ana, caio, true],
    ['spec: Roles and permissions: never on itself', ana, ana, false],
    ['spec: Roles and permissions: a member acts on nobody', bia, caio, false],
    ['spec: Roles and permissions: only on a participant', ana, 'zeca' as UserId, false],
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
