import type { Post } from '../posts/index.ts';
import type { CalendarEvent } from './eventTimes.ts';

/** The calendar event of an event post, or undefined when the post has no event date (spec: Entities and their fields, Business constants and limits). */
export function toCalendarEvent(post: Pick<Post, 'title' | 'text' | 'eventDate'>): CalendarEvent | undefined {
  if (post.eventDate === undefined) return undefined;
  return { title: post.title, description: post.text, start: new Date(post.eventDate) };
}

/** A UID for the event's ICS file that stays the same for every download of the same post. */
export function eventUid(postId: string): string {
  return `post-${postId}@vizinhos`;
}
