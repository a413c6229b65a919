import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClockTime } from './formatCalendarDate.ts';

describe('formatCalendarDate', () => {
  it.each([
    [
      'spec: Business constants and limits: pt-BR in São Paulo (the day before, at 01:00 UTC)',
      'pt-BR',
      undefined,
      '28/02/2025',
    ],
    ['spec: Business constants and limits: pt-BR in UTC', 'pt-BR', 'UTC', '01/03/2025'],
    ['spec: Screens and routes: an English locale date', 'en-US', 'UTC', '3/1/2025'],
  ])('%s', (_name, locale, zone, text) => {
    expect(formatCalendarDate(new Date('2025-03-01T01:00:00Z'), locale, zone)).toBe(text);
  });

  it('invariant: any valid moment gives a pt-BR date of the form dd/mm/yyyy', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (at) => {
          expect(formatCalendarDate(at, 'pt-BR')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        },
      ),
    );
  });

  it.each([
    ['spec: Entities and their fields: event_date in São Paulo (UTC−3)', 'pt-BR', undefined, '22:30'],
    ['spec: Entities and their fields: the same moment in UTC', 'pt-BR', 'UTC', '01:30'],
  ])('formatClockTime: %s', (_name, locale, zone, text) => {
    expect(formatClockTime(new Date('2025-03-01T01:30:00Z'), locale, zone)).toBe(text);
  });

  it('invariant: any valid moment gives a pt-BR clock time of the form hh:mm', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (at) => {
          expect(formatClockTime(at, 'pt-BR')).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        },
      ),
    );
  });
});
