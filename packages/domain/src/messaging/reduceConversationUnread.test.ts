import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { type ConversationUnreadAction, reduceConversationUnread } from './reduceConversationUnread.ts';

const me = 'me' as UserId;
const other = 'other' as UserId;

describe('reduceConversationUnread', () => {
  it.each<[string, number, ConversationUnreadAction, number]>([
    [
      'doc 1 §4: a fetch counts has_unread',
      7,
      { type: 'fetched', conversations: [{ hasUnread: true }, { hasUnread: false }, { hasUnread: true }] },
      2,
    ],
    [
      'doc 1 §4: another user while closed adds one',
      2,
      { type: 'chatReceived', senderId: other, currentUserId: me, isMessagingOpen: false },
      3,
    ],
    [
      'doc 1 §4: not while messaging is open',
      2,
      { type: 'chatReceived', senderId: other, currentUserId: me, isMessagingOpen: true },
      2,
    ],
    [
      "doc 1 §4: not for one's own message",
      2,
      { type: 'chatReceived', senderId: me, currentUserId: me, isMessagingOpen: false },
      2,
    ],
    ['doc 1 §4: opening a target clears it', 5, { type: 'targetOpened' }, 0],
    ['doc 1 §4: logout resets it', 5, { type: 'loggedOut' }, 0],
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
