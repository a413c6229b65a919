import { type CalendarEvent, eventEnd, formatUtcStamp, isValidDate } from './eventTimes.ts';

/** The name of the downloaded calendar file (spec: Business constants and limits). */
export const ICS_FILE_NAME = 'evento.ics';

/** The media type to serve or download the file with. */
export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';

const PRODID = '-//Vizinhos//Eventos//PT-BR';
const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space, which
 * counts toward their 75, and a multi-byte UTF-8 character is never cut.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) as number);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** What the file needs beyond the event: a stable UID and the moment the file is made (DTSTAMP). */
export type IcsOptions = { uid: string; now: Date };

/** The text of an `evento.ics` file valid under RFC 5545; undefined when a date is invalid. */
export function buildIcsFile(event: CalendarEvent, options: IcsOptions): string | undefined {
  const end = eventEnd(event);
  if (!isValidDate(event.start) || !isValidDate(end) || !isValidDate(options.now)) return undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(options.uid)}`,
    `DTSTAMP:${formatUtcStamp(options.now)}`,
    `DTSTART:${formatUtcStamp(event.start)}`,
    `DTEND:${formatUtcStamp(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
