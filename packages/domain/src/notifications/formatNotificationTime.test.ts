import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './formatNotificationTime.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatNotificationTime', () => {
  it.each([
    ['spec: Screens and routes: under 1 minute', ago(59_000), 'Agora mesmo'],
    ['spec: Screens and routes: a future time', ago(-5 * MIN), 'Agora mesmo'],
    ['spec: Screens and routes: an unreadable time', 'nunca', 'Agora mesmo'],
    ['spec: Screens and routes: 1 minute', ago(MIN), 'há 1 min'],
    ['spec: Screens and routes: 59 minutes', ago(59 * MIN), 'há 59 min'],
    ['spec: Screens and routes: 60 minutes', ago(60 * MIN), 'há 1 h'],
    ['spec: Screens and routes: 23 hours', ago(23 * HOUR + 59 * MIN), 'há 23 h'],
    ['spec: Screens and routes: 24 hours', ago(DAY), 'há 1 d'],
    ['spec: Screens and routes: 6 days', ago(6 * DAY + 23 * HOUR), 'há 6 d'],
    ['spec: Business constants and limits: 7 days gives a locale date', ago(7 * DAY), '14/11/2026'],
  ])('%s → %s', (_name, then, text) => {
    expect(formatNotificationTime(NOW, then)).toBe(text);
  });

  it('spec: Screens and routes: the locale date follows the given locale', () => {
    expect(formatNotificationTime(NOW, ago(30 * DAY), { locale: 'en-US' })).toBe('10/22/2026');
  });

  it('invariant: every age, future or huge, gets a non-empty text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8e15, max: 8e15 }), (then) => {
        expect(formatNotificationTime(NOW, then).length).toBeGreaterThan(0);
      }),
    );
  });
});
