import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCommentTime, formatPostTime } from './formatPostTime.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatPostTime and formatCommentTime', () => {
  it.each([
    ['spec: Business constants and limits: under a minute', ago(0), 'agora', 'agora'],
    ['spec: Business constants and limits: future', ago(-HOUR), 'agora', 'agora'],
    ['spec: Business constants and limits: unreadable', 'amanhã', 'agora', 'agora'],
    ['spec: Business constants and limits: 1 minute', ago(MIN), '1 minuto', '1 minuto'],
    ['spec: Business constants and limits: 12 minutes', ago(12 * MIN), '12 minutos', '12 minutos'],
    ['spec: Business constants and limits: 1 hour', ago(HOUR), '1 hora', '1 hora'],
    ['spec: Business constants and limits: hours under 24', ago(23 * HOUR), '23 horas', '23 horas'],
    ['spec: Business constants and limits: "1 dia"', ago(DAY), '1 dia', '1 dia'],
    ['spec: Business constants and limits: days under 7', ago(6 * DAY), '6 dias', '6 dias'],
    [
      'spec: Business constants and limits: 7 days: post date, comment days',
      ago(7 * DAY),
      '14/11/2026',
      '7 dias',
    ],
    [
      'spec: Business constants and limits: comments count days up to 30',
      ago(30 * DAY),
      '22/10/2026',
      '30 dias',
    ],
    ['spec: Business constants and limits: 31 days: both dates', ago(31 * DAY), '21/10/2026', '21/10/2026'],
  ])('%s', (_name, then, postText, commentText) => {
    expect(formatPostTime(NOW, then)).toBe(postText);
    expect(formatCommentTime(NOW, then)).toBe(commentText);
  });

  it('spec: Business constants and limits: the date follows the given locale and zone', () => {
    expect(formatPostTime(NOW, ago(10 * DAY), { locale: 'en-US', timeZone: 'UTC' })).toBe('11/11/2026');
    expect(formatCommentTime(NOW, ago(40 * DAY), { locale: 'en-US' })).toBe('10/12/2026');
  });

  it('invariant: every age gets a non-empty text in both variants', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8e15, max: 8e15 }), (then) => {
        expect(formatPostTime(NOW, then)).not.toBe('');
        expect(formatCommentTime(NOW, then)).not.toBe('');
      }),
    );
  });

  it('invariant: a comment never shows a date where a post still counts days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * DAY - 1 }), (age) => {
        expect(formatCommentTime(NOW, ago(age))).toBe(formatPostTime(NOW, ago(age)));
      }),
    );
  });
});
