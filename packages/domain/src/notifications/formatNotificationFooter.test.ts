import { describe, expect, it } from 'vitest';
import { formatNotificationFooter } from './formatNotificationFooter.ts';
import { notificationTexts } from './notifications.texts.ts';

describe('notification texts', () => {
  it.each([
    ['spec: Screens and routes: footer', formatNotificationFooter(10, 42), 'Showing 10 of 42 notifications'],
    ['spec: Screens and routes: default content', notificationTexts.defaultContent, 'No content'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
