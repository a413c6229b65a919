import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NotificationId, toId } from '../common/ids.ts';
import type { Notification } from './notification.ts';
import { notificationBellView } from './notificationBellView.ts';
import { DROPDOWN_NOTIFICATIONS_LIMIT, initialNotifications } from './reduceNotifications.ts';

const now = new Date('2026-03-10T12:00:00Z');

function notification(index: number, minutesAgo: number, seen = false): Notification {
  return {
    id: toId(`n${index}`) as NotificationId,
    kind: 'general',
    title: `Título ${index}`,
    content: 'Conteúdo',
    createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    seen,
    count: 1,
    postId: undefined,
  };
}

describe('notificationBellView', () => {
  it('words each row time and keeps the list state', () => {
    const items = [notification(1, 5), notification(2, 180, true)];
    const view = notificationBellView(
      { ...initialNotifications, items, unreadCount: 1, listFetched: true },
      now,
    );
    expect(view.rows.map((row) => row.timeLabel)).toEqual(['há 5 min', 'há 3 h']);
    expect(view.rows[0]?.title).toBe('Título 1');
    expect(view).toMatchObject({ unreadCount: 1, isLoading: false, loadsOnOpen: false, footer: undefined });
  });

  it('asks for the list on the first open of an empty bell, not while it loads', () => {
    expect(notificationBellView(initialNotifications, now).loadsOnOpen).toBe(true);
    expect(notificationBellView({ ...initialNotifications, isLoading: true }, now).loadsOnOpen).toBe(false);
  });

  it('never shows more rows than the panel holds, and says how many there are when it cuts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (count) => {
        const items = Array.from({ length: count }, (_, index) => notification(index, index));
        const view = notificationBellView({ ...initialNotifications, items }, now);
        expect(view.rows.length).toBe(Math.min(count, DROPDOWN_NOTIFICATIONS_LIMIT));
        expect(view.footer === undefined).toBe(count <= DROPDOWN_NOTIFICATIONS_LIMIT);
      }),
    );
  });
});
