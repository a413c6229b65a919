// Events in the web app: the add-to-calendar box's actions and the resident's calendar feed.
export { CalendarFeedBox } from './CalendarFeedBox.tsx';
export {
  calendarErrorsAtom,
  calendarLinksOf,
  downloadIcsAtom,
  openCalendarLinkAtom,
  reportMissingCalendarLinkAtom,
  subscribeCalendarAtom,
  subscribedEventsAtom,
} from './state.ts';
