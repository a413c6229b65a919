import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DateTextOptions } from '../common/index.ts';
import { formatEventDate } from './formatEventDate.ts';

describe('formatEventDate', () => {
  it.each<[string, string, DateTextOptions | undefined, string | undefined]>([
    [
      'spec: Validation rules: date and time, pt-BR, São Paulo by default',
      '2025-03-15T22:30:00.000Z',
      undefined,
      '15/03/2025, 19:30',
    ],
    [
      'spec: Validation rules: the zone can move the day',
      '2025-03-16T01:30:00.000Z',
      undefined,
      '15/03/2025, 22:30',
    ],
    [
      'spec: Validation rules: another zone',
      '2025-03-16T01:30:00.000Z',
      { timeZone: 'UTC' },
      '16/03/2025, 01:30',
    ],
    [
      'spec: Entities and their fields: an unreadable event_date gives no text',
      'amanhã',
      undefined,
      undefined,
    ],
  ])('%s', (_name, date, options, text) => {
    expect(formatEventDate(date, options)).toBe(text);
  });

  it('invariant: any valid moment reads as dd/mm/yyyy, hh:mm in pt-BR', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (at) => /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/.test(formatEventDate(at) ?? ''),
      ),
    );
  });
});
