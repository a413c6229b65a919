export type { CalendarFeedProps } from './CalendarFeed/CalendarFeed.tsx';
export { CalendarFeed } from './CalendarFeed/CalendarFeed.tsx';
export type { PostEventProps, WebCalendar } from './PostEvent/PostEvent.tsx';
export { PostEvent } from './PostEvent/PostEvent.tsx';
