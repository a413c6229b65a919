/**
 * How long an event lasts in calendar entries. The spec gives only a start date (spec: Entities and their fields
 * event_date), so every link and file uses one hour, the length calendar apps propose themselves.
 */
export const EVENT_DURATION_MS = 60 * 60 * 1000;

/** A calendar event built from an event post. */
export type CalendarEvent = {
  title: string;
  description: string;
  start: Date;
  /** Ends one hour after the start unless given. */
  end?: Date;
};

/** The end of an event: the given end, else one hour after the start. */
export function eventEnd(event: CalendarEvent): Date {
  return event.end ?? new Date(event.start.getTime() + EVENT_DURATION_MS);
}

/** A UTC time in the compact calendar form YYYYMMDDTHHMMSSZ (RFC 5545 §3.3.5, form 2). */
export function formatUtcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Whether a date holds a real time (an unparsable event date gives an invalid Date). */
export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}
