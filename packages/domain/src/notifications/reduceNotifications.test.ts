import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NotificationId } from '../common/index.ts';
import type { Notification } from './notification.ts';
import {
  countUnread,
  initialNotifications,
  type NotificationsAction,
  type NotificationsState,
  notificationDropdown,
  reduceNotifications,
  shouldFetchNotifications,
  shouldFetchOnOpen,
} from './reduceNotifications.ts';

const make = (id: string, seen = false): Notification => ({
  id: id as NotificationId,
  kind: 'general',
  title: 'Aviso',
  content: 'Texto',
  createdAt: '2026-11-21T11:00:00.000Z',
  seen,
  count: 1,
  postId: undefined,
});
const page = (...items: Notification[]) => ({
  notifications: items,
  hasMore: false,
  totalCount: items.length,
});
const loaded: NotificationsState = {
  items: [make('a'), make('b', true)],
  unreadCount: 1,
  isLoading: false,
  hasMore: true,
  totalCount: 2,
};
const ids = (state: NotificationsState) => state.items.map((n) => n.id);

describe('reduceNotifications', () => {
  it.each<[string, NotificationsState, NotificationsAction, Partial<NotificationsState>, string[]]>([
    [
      'spec: States and transitions: loading on while fetching',
      initialNotifications,
      { type: 'fetchStarted' },
      { isLoading: true },
      [],
    ],
    [
      'spec: States and transitions: page 1 replaces',
      { ...loaded, isLoading: true },
      {
        type: 'pageLoaded',
        page: 1,
        result: { notifications: [make('c'), make('d')], hasMore: true, totalCount: 2 },
      },
      { unreadCount: 2, isLoading: false, hasMore: true, totalCount: 2 },
      ['c', 'd'],
    ],
    [
      'spec: States and transitions: later pages append',
      loaded,
      { type: 'pageLoaded', page: 2, result: page(make('c', true)) },
      { unreadCount: 1, hasMore: false, totalCount: 3 },
      ['a', 'b', 'c'],
    ],
    [
      'spec: States and transitions: marking one read',
      loaded,
      { type: 'markedRead', id: 'a' as NotificationId },
      { unreadCount: 0 },
      ['a', 'b'],
    ],
    [
      'spec: States and transitions: marking a seen one changes nothing',
      loaded,
      { type: 'markedRead', id: 'b' as NotificationId },
      { unreadCount: 1 },
      ['a', 'b'],
    ],
    [
      'spec: States and transitions: marking an unknown one changes nothing',
      loaded,
      { type: 'markedRead', id: 'z' as NotificationId },
      { unreadCount: 1 },
      ['a', 'b'],
    ],
    [
      'spec: States and transitions: never below zero',
      { ...loaded, unreadCount: 0 },
      { type: 'markedRead', id: 'a' as NotificationId },
      { unreadCount: 0 },
      ['a', 'b'],
    ],
    [
      'spec: States and transitions: mark all',
      loaded,
      { type: 'markedAllRead' },
      { unreadCount: 0 },
      ['a', 'b'],
    ],
    [
      'spec: States and transitions: a live one goes in front, unread',
      loaded,
      { type: 'liveReceived', notification: make('n', true) },
      { unreadCount: 2 },
      ['n', 'a', 'b'],
    ],
    ['spec: States and transitions: logout resets', loaded, { type: 'reset' }, initialNotifications, []],
  ])('%s', (_name, state, action, expected, expectedIds) => {
    const next = reduceNotifications(state, action);
    expect(next).toMatchObject(expected);
    expect(ids(next)).toEqual(expectedIds);
  });

  it('spec: States and transitions: marking all read leaves every item seen', () => {
    expect(reduceNotifications(loaded, { type: 'markedAllRead' }).items.every((n) => n.seen)).toBe(true);
    expect(
      reduceNotifications(loaded, { type: 'liveReceived', notification: make('n', true) }).items[0]?.seen,
    ).toBe(false);
  });

  it('throws on an unknown action (a bug)', () => {
    expect(() => reduceNotifications(loaded, { type: 'x' } as never)).toThrow();
  });

  it.each([
    ['spec: States and transitions: idle', initialNotifications, true, true],
    [
      'spec: States and transitions: loading skips',
      { ...initialNotifications, isLoading: true },
      false,
      false,
    ],
    ['spec: Screens and routes: loaded: no fetch on open', loaded, true, false],
  ])('%s', (_name, state, fetches, fetchesOnOpen) => {
    expect(shouldFetchNotifications(state)).toBe(fetches);
    expect(shouldFetchOnOpen(state)).toBe(fetchesOnOpen);
  });

  it.each([
    ['spec: Screens and routes: 10 or fewer, no footer', 10, 10, undefined],
    ['spec: Screens and routes: more than 10', 23, 10, 'Showing 10 of 23 notifications'],
  ])('notificationDropdown: %s', (_name, count, visible, footer) => {
    const items = Array.from({ length: count }, (_, n) => make(`n${n}`));
    expect(notificationDropdown(items).visible).toHaveLength(visible);
    expect(notificationDropdown(items).footer).toBe(footer);
  });

  const action: fc.Arbitrary<NotificationsAction> = fc.oneof(
    fc.constant<NotificationsAction>({ type: 'fetchStarted' }),
    fc.constant<NotificationsAction>({ type: 'markedAllRead' }),
    fc
      .constantFrom('a', 'b', 'c', 'z')
      .map((id) => ({ type: 'markedRead', id: id as NotificationId }) as NotificationsAction),
    fc
      .tuple(fc.string(), fc.boolean())
      .map(([id, seen]) => ({ type: 'liveReceived', notification: make(id, seen) }) as NotificationsAction),
    fc
      .tuple(fc.nat(3), fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.boolean()), { maxLength: 60 }))
      .map(
        ([n, items]) =>
          ({
            type: 'pageLoaded',
            page: n + 1,
            result: page(...items.map(([id, seen]) => make(id, seen))),
          }) as NotificationsAction,
      ),
  );

  it('invariant: the unread count never goes below zero', () => {
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        expect(actions.reduce(reduceNotifications, initialNotifications).unreadCount).toBeGreaterThanOrEqual(
          0,
        );
      }),
    );
  });

  it('invariant: the live list never exceeds 50', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 120 }), (liveIds) => {
        const state = liveIds.reduce(
          (s, id) => reduceNotifications(s, { type: 'liveReceived', notification: make(id) }),
          initialNotifications,
        );
        expect(state.items.length).toBe(Math.min(50, liveIds.length));
        expect(state.unreadCount).toBe(liveIds.length);
      }),
    );
  });

  it('invariant: after a page 1 load the unread count equals the unseen items', () => {
    fc.assert(
      fc.property(fc.array(action), fc.array(fc.boolean()), (actions, seen) => {
        const before = actions.reduce(reduceNotifications, initialNotifications);
        const after = reduceNotifications(before, {
          type: 'pageLoaded',
          page: 1,
          result: page(...seen.map((s, n) => make(`x${n}`, s))),
        });
        expect(after.unreadCount).toBe(countUnread(after.items));
      }),
    );
  });
});
