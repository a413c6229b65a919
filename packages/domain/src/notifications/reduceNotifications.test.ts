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
  listFetched: true,
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
    [
      'spec: Business constants and limits: a folded count of a listed unread one replaces it, still one unread',
      loaded,
      { type: 'liveMerged', notification: { ...make('a'), count: 3 } },
      { unreadCount: 1 },
      ['a', 'b'],
    ],
    [
      'spec: Business constants and limits: a folded count of a listed read one moves it to the front, unread',
      loaded,
      { type: 'liveMerged', notification: make('b', true) },
      { unreadCount: 2 },
      ['b', 'a'],
    ],
    [
      'spec: States and transitions: a merged one not listed goes in front like any live one',
      loaded,
      { type: 'liveMerged', notification: make('n') },
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
    [
      'only live notifications, the list never fetched: fetch on open',
      reduceNotifications(initialNotifications, { type: 'liveReceived', notification: make('live') }),
      true,
      true,
    ],
    [
      'fetched, then a live one: no fetch on open',
      reduceNotifications(loaded, { type: 'liveReceived', notification: make('live') }),
      true,
      false,
    ],
  ])('%s', (_name, state, fetches, fetchesOnOpen) => {
    expect(shouldFetchNotifications(state)).toBe(fetches);
    expect(shouldFetchOnOpen(state)).toBe(fetchesOnOpen);
  });

  it.each<[string, number, number, string | undefined]>([
    ['spec: Screens and routes: 3 loaded of 14 on the server', 3, 14, 'Mostrando 3 de 14 notificações'],
    [
      'spec: Screens and routes: 12 loaded, the server knows fewer (live ones)',
      12,
      5,
      'Mostrando 10 de 12 notificações',
    ],
    ['spec: Screens and routes: 4 of 4', 4, 4, undefined],
  ])('notificationDropdown with the server total: %s', (_name, count, total, footer) => {
    const items = Array.from({ length: count }, (_, n) => make(`n${n}`));
    expect(notificationDropdown(items, total).footer).toBe(footer);
  });

  it('the server counts: before the list, after a page with meta, and as live ones arrive', () => {
    const counted = reduceNotifications(initialNotifications, {
      type: 'countsLoaded',
      unreadCount: 3,
      serverTotal: 14,
    });
    expect(counted).toMatchObject({ items: [], unreadCount: 3, serverTotal: 14 });
    const live = reduceNotifications(counted, { type: 'liveReceived', notification: make('n') });
    expect(live).toMatchObject({ unreadCount: 4, serverTotal: 15 });
    const merged = reduceNotifications(live, { type: 'liveMerged', notification: make('n') });
    expect(merged).toMatchObject({ unreadCount: 4, serverTotal: 15 });
    const fresh = reduceNotifications(merged, { type: 'liveMerged', notification: make('m') });
    expect(fresh).toMatchObject({ unreadCount: 5, serverTotal: 16 });
    const paged = reduceNotifications(fresh, {
      type: 'pageLoaded',
      page: 1,
      result: { ...page(make('a'), make('b', true)), unreadCount: 7, serverTotal: 30 },
    });
    expect(paged).toMatchObject({ unreadCount: 7, serverTotal: 30, totalCount: 2 });
    const without = reduceNotifications(paged, { type: 'pageLoaded', page: 2, result: page(make('c')) });
    expect(without).toMatchObject({ unreadCount: 2, serverTotal: 30 });
    expect(
      reduceNotifications(initialNotifications, { type: 'liveReceived', notification: make('n') })
        .serverTotal,
    ).toBe(undefined);
  });

  it.each([
    ['spec: Screens and routes: 10 or fewer, no footer', 10, 10, undefined],
    ['spec: Screens and routes: more than 10', 23, 10, 'Mostrando 10 de 23 notificações'],
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

  it('invariant: merging live ones never lists an id twice and counts each unread id once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (liveIds) => {
        const state = liveIds.reduce(
          (s, id) => reduceNotifications(s, { type: 'liveMerged', notification: make(id) }),
          initialNotifications,
        );
        expect(new Set(ids(state)).size).toBe(state.items.length);
        expect(state.unreadCount).toBe(new Set(liveIds).size);
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
