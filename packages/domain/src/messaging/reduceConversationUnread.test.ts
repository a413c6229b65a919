import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { type ConversationUnreadAction, reduceConversationUnread } from './reduceConversationUnread.ts';

const me = 'me' as UserId;
const other = 'other' as UserId;

describe('reduceConversationUnread', () => {
  it.each<[string, number, ConversationUnreadAction, number]>([
    [
      'spec: States and transitions: a fetch counts has_unread',
      7,
      { type: 'fetched', conversations: [{ hasUnread: true }, { hasUnread: false }, { hasUnread: true }] },
      2,
    ],
    [
      'spec: States and transitions: another user while closed adds one',
      2,
      { type: 'chatReceived', senderId: other, currentUserId: me, isMessagingOpen: false },
      3,
    ],
    [
      'spec: States and transitions: not while messaging is open',
      2,
      { type: 'chatReceived', senderId: other, currentUserId: me, isMessagingOpen: true },
      2,
    ],
    [
      "spec: States and transitions: not for one's own message",
      2,
      { type: 'chatReceived', senderId: me, currentUserId: me, isMessagingOpen: false },
      2,
    ],
    ['spec: States and transitions: opening a target clears it', 5, { type: 'targetOpened' }, 0],
    ['spec: States and transitions: logout resets it', 5, { type: 'loggedOut' }, 0],
  ])('%s', (_name, count, action, next) => {
    expect(reduceConversationUnread(count, action)).toBe(next);
  });

  it('throws on an unknown action (a bug)', () => {
    expect(() => reduceConversationUnread(0, { type: 'x' } as never)).toThrow();
  });

  it('invariant: the count never goes below zero', () => {
    const action = fc.oneof(
      fc.constantFrom<ConversationUnreadAction>({ type: 'targetOpened' }, { type: 'loggedOut' }),
      fc.array(fc.boolean()).map(
        (flags) =>
          ({
            type: 'fetched',
            conversations: flags.map((hasUnread) => ({ hasUnread })),
          }) as ConversationUnreadAction,
      ),
      fc.record({ mine: fc.boolean(), open: fc.boolean() }).map(
        ({ mine, open }) =>
          ({
            type: 'chatReceived',
            senderId: mine ? me : other,
            currentUserId: me,
            isMessagingOpen: open,
          }) as ConversationUnreadAction,
      ),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        expect(actions.reduce(reduceConversationUnread, 0)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
