export type { CalendarWebLinks } from './buildCalendarLinks.ts';
export { buildCalendarLinks } from './buildCalendarLinks.ts';
export type { IcsOptions } from './buildIcsFile.ts';
export { buildIcsFile, escapeIcsText, foldIcsLine, ICS_FILE_NAME, ICS_MEDIA_TYPE } from './buildIcsFile.ts';
export type { CalendarEvent } from './eventTimes.ts';
export { EVENT_DURATION_MS, eventEnd, formatUtcStamp } from './eventTimes.ts';
export { formatEventDate } from './formatEventDate.ts';
export { eventUid, toCalendarEvent } from './toCalendarEvent.ts';
