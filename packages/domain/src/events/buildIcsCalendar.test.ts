import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIcsCalendar, type IcsEntry } from './buildIcsCalendar.ts';

const now = new Date('2026-11-21T12:00:00Z');
const festa: IcsEntry = {
  uid: 'post-p1@vizinhos',
  event: { title: 'Festa junina', description: 'Praça Central', start: new Date('2026-12-20T22:00:00Z') },
};
const mutirao: IcsEntry = {
  uid: 'post-p2@vizinhos',
  event: {
    title: 'Mutirão; limpeza, praça',
    description: 'Traga luvas\ne sacos',
    start: new Date('2026-12-27T12:00:00Z'),
    end: new Date('2026-12-27T15:00:00Z'),
  },
};
const octets = (text: string) => new TextEncoder().encode(text).length;

// A reader written apart from the builder (RFC 5545 §3.1, §3.3.11): checks the line breaks, unfolds,
// and gives the calendar's own properties and each VEVENT's, with TEXT unescaped.
type Properties = Record<string, string>;
function readCalendar(file: string): { calendar: Properties; events: Properties[] } {
  expect(file.endsWith('\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = file
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const calendar: Properties = {};
  const events: Properties[] = [];
  let current = calendar;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      current = {};
      events.push(current);
    } else if (line === 'END:VEVENT') current = calendar;
    else {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
    }
  }
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  return { calendar, events };
}

describe('buildIcsCalendar', () => {
  it('RFC 5545: several events in one calendar, each with UID, DTSTAMP and UTC times', () => {
    expect(buildIcsCalendar([festa, mutirao], { now })).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Vizinhos//Eventos//PT-BR',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:post-p1@vizinhos',
        'DTSTAMP:20261121T120000Z',
        'DTSTART:20261220T220000Z',
        'DTEND:20261220T230000Z',
        'SUMMARY:Festa junina',
        'DESCRIPTION:Praça Central',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:post-p2@vizinhos',
        'DTSTAMP:20261121T120000Z',
        'DTSTART:20261227T120000Z',
        'DTEND:20261227T150000Z',
        'SUMMARY:Mutirão\\; limpeza\\, praça',
        'DESCRIPTION:Traga luvas\\ne sacos',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it.each<[string, IcsEntry[], Parameters<typeof buildIcsCalendar>[1], string[]]>([
    [
      'an empty feed is still a valid calendar',
      [],
      { now },
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Vizinhos//Eventos//PT-BR', 'CALSCALE:GREGORIAN'],
    ],
    [
      'RFC 7986: a subscribed feed names itself and asks to be fetched again',
      [festa],
      { now, name: 'Eventos de Vila Mariana, SP', refreshMinutes: 60 },
      [
        'NAME:Eventos de Vila Mariana\\, SP',
        'X-WR-CALNAME:Eventos de Vila Mariana\\, SP',
        'REFRESH-INTERVAL;VALUE=DURATION:PT60M',
        'X-PUBLISHED-TTL:PT60M',
      ],
    ],
    [
      'a refresh below a minute is a minute',
      [],
      { now, refreshMinutes: 0.2 },
      ['REFRESH-INTERVAL;VALUE=DURATION:PT1M'],
    ],
  ])('%s', (_name, entries, options, expected) => {
    const lines = (buildIcsCalendar(entries, options) ?? '').split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(expected));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(entries.length);
  });

  it('leaves out an event whose dates are invalid, and makes nothing when now is invalid', () => {
    const broken: IcsEntry = { uid: 'x', event: { ...festa.event, start: new Date(Number.NaN) } };
    const badEnd: IcsEntry = { uid: 'y', event: { ...festa.event, end: new Date(Number.NaN) } };
    const { events } = readCalendar(buildIcsCalendar([broken, festa, badEnd], { now }) ?? '');
    expect(events.map((event) => event.UID)).toEqual(['post-p1@vizinhos']);
    expect(buildIcsCalendar([festa], { now: new Date(Number.NaN) })).toBeUndefined();
  });

  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 150 }),
    fc
      .array(fc.constantFrom('ç', 'ã', '🎉', '👍🏽', ';', ',', '\\', '\n', '\r\n', ' ', 'x', 'Rua', ':'), {
        maxLength: 150,
      })
      .map((parts) => parts.join('')),
  );
  const entry = fc.record({
    uid: fc.string({ minLength: 1, maxLength: 60 }),
    event: fc.record({
      title: text,
      description: text,
      start: fc.date({ min: new Date('2000-01-01Z'), max: new Date('2090-01-01Z'), noInvalidDate: true }),
    }),
  });
  const normalise = (value: string) => value.replace(/\r\n|\r/g, '\n');

  it('invariant: every line of a calendar is at most 75 octets, and lines end in CRLF only', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), text, (entries, name) => {
        const file = buildIcsCalendar(entries, { now, name }) ?? '';
        for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      }),
    );
  });

  it('invariant: unfolding gives back every event, in order, with its text', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), text, (entries, name) => {
        const { calendar, events } = readCalendar(buildIcsCalendar(entries, { now, name }) ?? '');
        expect(calendar.NAME).toBe(normalise(name));
        expect(events).toHaveLength(entries.length);
        entries.forEach((sent, index) => {
          expect(events[index]?.UID).toBe(normalise(sent.uid));
          expect(events[index]?.SUMMARY).toBe(normalise(sent.event.title));
          expect(events[index]?.DESCRIPTION).toBe(normalise(sent.event.description));
          expect(events[index]?.DTSTAMP).toBe('20261121T120000Z');
        });
      }),
    );
  });
});
