import { postCalendarPath } from '@vizinhos/api';
import type { WireCalendarLinks } from '@vizinhos/domain';
import { postsTexts } from './posts.texts.ts';

/** An event lasts an hour on the calendars: the spec gives only its start. */
const eventLengthMs = 60 * 60_000;

/** An event as the calendars need it. */
export type CalendarEvent = { id: string; title: string; text: string; eventDate: Date };

/** `20300101T130000Z`: the basic UTC form calendars read. */
function basicUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The ready-made links of an event post (spec: Entities and their fields, Business constants and
 * limits: Google, Outlook, Yahoo and the ICS file).
 */
export function calendarLinks(event: CalendarEvent): WireCalendarLinks {
  const start = event.eventDate;
  const end = new Date(start.getTime() + eventLengthMs);
  const details = event.text || postsTexts.calendarFallback;
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(start)}/${basicUtc(end)}`,
    details,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: details,
  });
  const yahoo = new URLSearchParams({
    v: '60',
    title: event.title,
    st: basicUtc(start),
    dur: '0100',
    desc: details,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
    yahoo: `https://calendar.yahoo.com/?${yahoo}`,
    ics: postCalendarPath(event.id),
  };
}

/** Escapes a text value of an iCalendar property (RFC 5545 §3.3.11). */
function escapeIcs(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The `evento.ics` file of an event post. */
export function calendarFile(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vizinhos//Eventos//PT-BR',
    'BEGIN:VEVENT',
    `UID:${event.id}@vizinhos`,
    `DTSTAMP:${basicUtc(now)}`,
    `DTSTART:${basicUtc(event.eventDate)}`,
    `DTEND:${basicUtc(new Date(event.eventDate.getTime() + eventLengthMs))}`,
    `SUMMARY:${escapeIcs(event.title)}`,
    `DESCRIPTION:${escapeIcs(event.text || postsTexts.calendarFallback)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
