import { type CalendarEvent, eventEnd, formatUtcStamp, isValidDate } from './eventTimes.ts';

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

/** One event of a calendar, with the UID that keeps it the same entry on every download. */
export type IcsEntry = { uid: string; event: CalendarEvent };

/**
 * What a calendar needs beyond its events: the moment it is made (DTSTAMP) and, for a subscribed
 * feed, its name and how often calendar apps should fetch it again.
 */
export type IcsCalendarOptions = { now: Date; name?: string; refreshMinutes?: number };

function eventLines({ uid, event }: IcsEntry, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${formatUtcStamp(event.start)}`,
    `DTEND:${formatUtcStamp(eventEnd(event))}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'END:VEVENT',
  ];
}

function feedLines(options: IcsCalendarOptions): string[] {
  const lines: string[] = [];
  // NAME and REFRESH-INTERVAL are RFC 7986; the X-WR-/X-PUBLISHED- pair is what older apps read.
  if (options.name !== undefined)
    lines.push(`NAME:${escapeIcsText(options.name)}`, `X-WR-CALNAME:${escapeIcsText(options.name)}`);
  if (options.refreshMinutes !== undefined) {
    const duration = `PT${Math.max(1, Math.round(options.refreshMinutes))}M`;
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${duration}`, `X-PUBLISHED-TTL:${duration}`);
  }
  return lines;
}

/**
 * A whole iCalendar (RFC 5545) of any number of events, valid as a download or a subscribed feed:
 * CRLF lines folded at 75 octets, escaped TEXT, UTC times, PRODID, VERSION, and UID and DTSTAMP on
 * every event. An event whose dates are invalid is left out; undefined when `now` is invalid.
 */
export function buildIcsCalendar(
  entries: readonly IcsEntry[],
  options: IcsCalendarOptions,
): string | undefined {
  if (!isValidDate(options.now)) return undefined;
  const stamp = formatUtcStamp(options.now);
  const valid = entries.filter(({ event }) => isValidDate(event.start) && isValidDate(eventEnd(event)));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...feedLines(options),
    ...valid.flatMap((entry) => eventLines(entry, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
