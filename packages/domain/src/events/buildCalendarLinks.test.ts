import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCalendarLinks } from './buildCalendarLinks.ts';
import { EVENT_DURATION_MS, eventEnd, formatUtcStamp } from './eventTimes.ts';

const event = {
  title: 'Festa junina',
  description: 'Praça Central, traga um prato',
  start: new Date('2026-06-20T22:00:00Z'),
};

describe('buildCalendarLinks', () => {
  const links = buildCalendarLinks(event);

  it.each<[string, 'google' | 'outlook' | 'yahoo', string, Record<string, string>]>([
    [
      'spec: Business constants and limits: Google',
      'google',
      'https://calendar.google.com/calendar/render',
      {
        action: 'TEMPLATE',
        text: 'Festa junina',
        dates: '20260620T220000Z/20260620T230000Z',
        details: 'Praça Central, traga um prato',
      },
    ],
    [
      'spec: Business constants and limits: Outlook',
      'outlook',
      'https://outlook.live.com/calendar/0/deeplink/compose',
      {
        subject: 'Festa junina',
        startdt: '2026-06-20T22:00:00.000Z',
        enddt: '2026-06-20T23:00:00.000Z',
        body: 'Praça Central, traga um prato',
        rru: 'addevent',
      },
    ],
    [
      'spec: Business constants and limits: Yahoo',
      'yahoo',
      'https://calendar.yahoo.com/',
      {
        v: '60',
        title: 'Festa junina',
        st: '20260620T220000Z',
        et: '20260620T230000Z',
        desc: 'Praça Central, traga um prato',
      },
    ],
  ])('%s', (_name, key, address, params) => {
    const url = new URL(links?.[key] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(address);
    for (const [name, value] of Object.entries(params)) expect(url.searchParams.get(name)).toBe(value);
  });

  it('an explicit end is used as given', () => {
    const end = new Date('2026-06-21T02:00:00Z');
    expect(new URL(buildCalendarLinks({ ...event, end })?.yahoo ?? '').searchParams.get('et')).toBe(
      '20260621T020000Z',
    );
  });

  it('an invalid date gives no links (the card shows "Link do calendário não disponível")', () => {
    expect(buildCalendarLinks({ ...event, start: new Date('nunca') })).toBeUndefined();
  });

  it.each<[string, Date, string]>([
    ['UTC form YYYYMMDDTHHMMSSZ', new Date('2026-01-02T03:04:05.678Z'), '20260102T030405Z'],
  ])('formatUtcStamp: %s', (_name, date, expected) => {
    expect(formatUtcStamp(date)).toBe(expected);
  });

  it('invariant: without an end the event lasts one hour', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (start) => {
          expect(eventEnd({ ...event, start }).getTime() - start.getTime()).toBe(EVENT_DURATION_MS);
        },
      ),
    );
  });

  it('invariant: the Google link carries the title and text unchanged, whatever they hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const url = new URL(buildCalendarLinks({ ...event, title, description })?.google ?? '');
        expect(url.searchParams.get('text')).toBe(title);
        expect(url.searchParams.get('details')).toBe(description);
      }),
    );
  });
});
