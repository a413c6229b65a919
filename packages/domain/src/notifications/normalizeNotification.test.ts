import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeWireNotification } from '../testing.ts';
import {
  buildNotificationPage,
  EMPTY_NOTIFICATION_PAGE,
  normalizeNotification,
  readNotificationsAnswer,
  readNotificationsMeta,
} from './normalizeNotification.ts';

describe('normalizeNotification', () => {
  it('spec: Entities and their fields: a fetched vote notification', () => {
    expect(normalizeNotification(makeWireNotification())).toEqual({
      id: 'n1',
      kind: 'vote',
      title: 'Novo voto',
      content: 'joao.lima curtiu sua postagem "Buraco na Rua das Flores"',
      createdAt: '2026-11-21T11:00:00.000Z',
      seen: false,
      count: 1,
      postId: 'p1',
    });
  });

  it.each([
    ['spec: Screens and routes: post id from post_id', { post_id: { $oid: 'p9' } }, { postId: 'p9' }],
    [
      'spec: Screens and routes: post id from the nested post id',
      { post: { id: 'p8', title: 'T' } },
      { postId: 'p8' },
    ],
    [
      'spec: Screens and routes: no post, no post id',
      { post: null, vote: { direction: 'up', post: { title: 'T' } } },
      { postId: undefined },
    ],
    ['spec: Entities and their fields: id from id', { _id: undefined, id: 'n2' }, { id: 'n2' }],
    ['spec: Entities and their fields: seen', { seen: true }, { seen: true }],
    ['spec: Entities and their fields: a zero count reads as one', { count: 0 }, { count: 1 }],
    [
      'spec: Entities and their fields: a live one without id takes its timestamp',
      { _id: undefined, created_at: null, timestamp: 1763722800000 },
      { id: '1763722800000', createdAt: '1763722800000' },
    ],
    [
      'spec: Entities and their fields: a text timestamp',
      { _id: undefined, created_at: undefined, timestamp: '2026-11-21T11:30:00Z' },
      { id: '2026-11-21T11:30:00Z' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(normalizeNotification(makeWireNotification(overrides))).toMatchObject(expected);
  });

  it('spec: Entities and their fields: a live one with neither id nor time takes the receiving time', () => {
    const wire = makeWireNotification({ _id: undefined, created_at: undefined, timestamp: Number.NaN });
    expect(normalizeNotification(wire, '2026-11-21T12:00:00.000Z')).toMatchObject({
      id: '2026-11-21T12:00:00.000Z',
      createdAt: '2026-11-21T12:00:00.000Z',
    });
    expect(normalizeNotification(wire)).toBeUndefined();
  });

  it.each([
    ['spec: States and transitions: a message reference', makeWireNotification({ message_id: 'm1' })],
    [
      'spec: States and transitions: a conversation reference',
      makeWireNotification({ conversation: { _id: 'c1' } }),
    ],
    ['spec: States and transitions: an empty display text', { _id: 'n3', body: '  ' }],
  ])('%s is dropped', (_name, wire) => {
    expect(normalizeNotification(wire)).toBeUndefined();
  });
});

describe('notification pages', () => {
  it.each([
    ['spec: Calls: an array', [makeWireNotification()], 1],
    ['spec: Calls: under notifications', { notifications: [makeWireNotification(), 'junk'] }, 1],
    ['spec: Calls: notifications null', { notifications: null }, 0],
    ['spec: Error catalogue: anything else', 'erro', 0],
  ])('readNotificationsAnswer: %s', (_name, body, count) => {
    expect(readNotificationsAnswer(body)).toHaveLength(count);
  });

  it.each([
    ['spec: Entities and their fields: a full page has more', 2, 2, true, 1],
    ['spec: Entities and their fields: a short page is the end', 3, 2, false, 1],
  ])('%s', (_name, perPage, returned, hasMore, kept) => {
    const wires = [makeWireNotification(), makeWireNotification({ _id: 'n2', message_id: 'm1' })].slice(
      0,
      returned,
    );
    expect(buildNotificationPage(wires, perPage)).toMatchObject({ hasMore, totalCount: kept });
  });

  it.each<[string, unknown, ReturnType<typeof readNotificationsMeta>]>([
    [
      'the meta of the answer',
      { notifications: [], meta: { page: 1, per_page: 1, total_count: 14, unread_count: 3 } },
      { unreadCount: 3, serverTotal: 14 },
    ],
    ['an array carries none', [], undefined],
    ['a meta without the unread count', { meta: { total_count: 2 } }, undefined],
    ['a negative count is no count', { meta: { total_count: 2, unread_count: -1 } }, undefined],
    ['a text is no count', { meta: { total_count: '2', unread_count: 1 } }, undefined],
  ])('readNotificationsMeta: %s', (_name, body, counts) => {
    expect(readNotificationsMeta(body)).toEqual(counts);
  });

  it('a page built with the counts carries them', () => {
    expect(buildNotificationPage([], 50, { unreadCount: 3, serverTotal: 14 })).toEqual({
      notifications: [],
      hasMore: false,
      totalCount: 0,
      unreadCount: 3,
      serverTotal: 14,
    });
  });

  it('spec: Error catalogue: a failed fetch is an empty page', () => {
    expect(EMPTY_NOTIFICATION_PAGE).toEqual({ notifications: [], hasMore: false, totalCount: 0 });
  });

  it('invariant: no kept notification refers to a message or has an empty text', () => {
    const wire = fc.record(
      {
        _id: fc.string(),
        body: fc.string(),
        message_id: fc.constantFrom('m1', null),
        vote: fc.constantFrom({ direction: 'up' as const }, null),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(wire), (wires) => {
        const page = buildNotificationPage(wires, 50);
        for (const n of page.notifications) expect(n.content.trim()).not.toBe('');
        expect(page.notifications.length).toBeLessThanOrEqual(
          wires.filter((w) => w.message_id == null).length,
        );
      }),
    );
  });
});
