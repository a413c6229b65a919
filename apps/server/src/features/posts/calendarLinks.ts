import { postCalendarPath } from '@vizinhos/api';
import {
  buildCalendarLinks,
  buildIcsFile,
  type CalendarWebLinks,
  type CalendarEvent as DomainCalendarEvent,
  eventUid,
} from '@vizinhos/domain';
import { postsServerTexts } from './posts.texts.ts';

/** An event post as the calendars need it. */
export type CalendarEvent = { id: string; title: string; text: string; eventDate: Date };

/** The post as domain's calendar builders take it; an event without text gets a neutral description. */
export function toDomainEvent(event: Omit<CalendarEvent, 'id'>): DomainCalendarEvent {
  return {
    title: event.title,
    description: event.text || postsServerTexts.calendarFallback,
    start: event.eventDate,
  };
}

/**
 * The ready-made links of an event post (spec: Entities and their fields, Business constants and
 * limits: Google, Outlook, Yahoo and the ICS file), built by domain's rules.
 */
export function calendarLinks(event: CalendarEvent): Partial<CalendarWebLinks> & { ics: string } {
  const links = buildCalendarLinks(toDomainEvent(event));
  return { ...links, ics: postCalendarPath(event.id) };
}

/** The `evento.ics` file of an event post (RFC 5545, domain's builder). */
export function calendarFile(event: CalendarEvent, now: Date): string {
  return buildIcsFile(toDomainEvent(event), { uid: eventUid(event.id), now }) ?? '';
}
