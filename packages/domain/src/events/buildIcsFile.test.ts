import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine } from './buildIcsCalendar.ts';
import { buildIcsFile, ICS_FILE_NAME } from './buildIcsFile.ts';

const now = new Date('2026-11-21T12:00:00Z');
const event = {
  title: 'Festa junina',
  description: 'Praça Central',
  start: new Date('2026-06-20T22:00:00Z'),
};
const octets = (text: string) => new TextEncoder().encode(text).length;

// A small RFC 5545 reader written independently of the builder: unfold, split name and value,
// unescape TEXT. It is what "the file parses back to the same event" is checked against.
function parseIcs(file: string): Record<string, string> {
  expect(file.endsWith('\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const unfolded = file.replace(/\r\n[ \t]/g, '');
  const fields: Record<string, string> = {};
  for (const line of unfolded.split('\r\n').filter((l) => l !== '')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const raw = line.slice(colon + 1);
    fields[name] = raw.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  }
  return fields;
}

function parseStamp(stamp: string | undefined): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp ?? '');
  if (m === null) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

describe('buildIcsFile', () => {
  it('spec: Business constants and limits: the file is evento.ics', () => {
    expect(ICS_FILE_NAME).toBe('evento.ics');
  });

  it('spec: Business constants and limits, RFC 5545: the whole file, CRLF lines, UTC times, UID, DTSTAMP from now, PRODID', () => {
    expect(buildIcsFile(event, { uid: 'p1@vizinhos', now })).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Vizinhos//Eventos//PT-BR',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:p1@vizinhos',
        'DTSTAMP:20261121T120000Z',
        'DTSTART:20260620T220000Z',
        'DTEND:20260620T230000Z',
        'SUMMARY:Festa junina',
        'DESCRIPTION:Praça Central',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it.each<[string, string, string]>([
    ['RFC 5545 §3.3.11: backslash', 'a\\b', 'a\\\\b'],
    ['RFC 5545 §3.3.11: semicolon', 'a;b', 'a\\;b'],
    ['RFC 5545 §3.3.11: comma', 'a,b', 'a\\,b'],
    ['RFC 5545 §3.3.11: LF, CRLF and CR become \\n', 'a\nb\r\nc\rd', 'a\\nb\\nc\\nd'],
    ['a colon needs no escape', 'Hora: 19h', 'Hora: 19h'],
  ])('escapeIcsText: %s', (_name, text, expected) => {
    expect(escapeIcsText(text)).toBe(expected);
  });

  it.each<[string, string, string[]]>([
    ['RFC 5545 §3.1: 75 octets stay on one line', 'x'.repeat(75), ['x'.repeat(75)]],
    ['RFC 5545 §3.1: the 76th octet moves to a continuation line', 'x'.repeat(76), ['x'.repeat(75), ' x']],
    ['RFC 5545 §3.1: "ç" (2 octets) is never cut', `${'x'.repeat(74)}ç`, ['x'.repeat(74), ' ç']],
    ['RFC 5545 §3.1: an emoji (4 octets) is never cut', `${'x'.repeat(73)}🎉`, ['x'.repeat(73), ' 🎉']],
  ])('foldIcsLine: %s', (_name, line, expected) => {
    expect(foldIcsLine(line).split('\r\n')).toEqual(expected);
  });

  it('an invalid date gives no file', () => {
    expect(buildIcsFile({ ...event, start: new Date(Number.NaN) }, { uid: 'x', now })).toBeUndefined();
    expect(buildIcsFile(event, { uid: 'x', now: new Date(Number.NaN) })).toBeUndefined();
  });

  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 120 }),
    fc
      .array(
        fc.constantFrom('ç', 'ã', 'é', '🎉', '👍🏽', ';', ',', '\\', '\n', '\r\n', ' ', 'a', 'Rua', ':'),
        { maxLength: 120 },
      )
      .map((parts) => parts.join('')),
  );
  const date = fc.date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2090-01-01T00:00:00Z'),
    noInvalidDate: true,
  });

  it('invariant: an ICS file parses back to the same event (with "ç", "ã" and emoji)', () => {
    fc.assert(
      fc.property(
        text,
        text,
        date,
        fc.string({ minLength: 1, maxLength: 40 }),
        (title, description, start, uid) => {
          const file = buildIcsFile({ title, description, start }, { uid, now }) ?? '';
          const fields = parseIcs(file);
          const normalise = (value: string) => value.replace(/\r\n|\r/g, '\n');
          expect(fields.SUMMARY).toBe(normalise(title));
          expect(fields.DESCRIPTION).toBe(normalise(description));
          expect(fields.UID).toBe(normalise(uid));
          expect(parseStamp(fields.DTSTART)).toBe(Math.floor(start.getTime() / 1000) * 1000);
          expect(parseStamp(fields.DTEND) - parseStamp(fields.DTSTART)).toBe(3_600_000);
          expect(parseStamp(fields.DTSTAMP)).toBe(now.getTime());
        },
      ),
    );
  });

  it('invariant: no line of the file is longer than 75 octets', () => {
    fc.assert(
      fc.property(text, text, (title, description) => {
        const file = buildIcsFile({ ...event, title, description }, { uid: 'u', now }) ?? '';
        for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
      }),
    );
  });
});
