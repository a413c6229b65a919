import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_NAME, formatNotificationTabTitle, formatTabTitle } from './formatTabTitle.ts';

describe('formatTabTitle', () => {
  it.each([
    ['spec: What the product does: no unread conversation', 0, 'Vizinhos', 'Vizinhos'],
    ['spec: Business constants and limits: 3 unread', 3, 'Vizinhos [3]', 'Vizinhos (3)'],
    ['spec: What the product does: a negative count is treated as none', -1, 'Vizinhos', 'Vizinhos'],
  ])('%s', (_name, count, conversationTitle, notificationTitle) => {
    expect(formatTabTitle(count)).toBe(conversationTitle);
    expect(formatNotificationTabTitle(count)).toBe(notificationTitle);
  });

  it('invariant: the title always starts with the product name and shows a positive count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (count) => {
        const title = formatTabTitle(count);
        expect(title.startsWith(APP_NAME)).toBe(true);
        expect(title.includes(String(count))).toBe(count > 0);
      }),
    );
  });
});
