import { type CalendarEvent, eventEnd, formatUtcStamp, isValidDate } from './eventTimes.ts';

/** The "add to calendar" web links of an event (spec: Business constants and limits: Google, Outlook, Yahoo). */
export type CalendarWebLinks = { google: string; outlook: string; yahoo: string };

/** Builds the Google, Outlook and Yahoo links of an event; undefined when its date is invalid. */
export function buildCalendarLinks(event: CalendarEvent): CalendarWebLinks | undefined {
  const end = eventEnd(event);
  if (!isValidDate(event.start) || !isValidDate(end)) return undefined;
  const start = formatUtcStamp(event.start);
  const finish = formatUtcStamp(end);
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${start}/${finish}`,
    details: event.description,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: end.toISOString(),
    body: event.description,
  });
  const yahoo = new URLSearchParams({
    v: '60',
    title: event.title,
    st: start,
    et: finish,
    desc: event.description,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
    yahoo: `https://calendar.yahoo.com/?${yahoo}`,
  };
}
