import { type Comment, normalizeComments } from '../comments/index.ts';
import type { WireId } from '../common/index.ts';
import {
  type Author,
  mapDefined,
  type PostId,
  readAuthor,
  readCount,
  readName,
  readText,
  readVoteDirection,
  toId,
  type UserId,
  type VoteDirection,
} from '../common/index.ts';
import { normalizePollOptions, type PollOption } from '../polls/index.ts';
import { normalizeImageUrl } from './normalizeImageUrl.ts';
import { POST_EDITOR_TEXTS } from './posts.texts.ts';
import { type CategoryKey, readCategoryOrDefault } from './readCategory.ts';
import { type LatLng, readLocation } from './readLocation.ts';
import type { WireCalendarLinks, WirePost } from './wirePost.ts';

/** The author of a post (spec: Entities and their fields: username, avatar, id or _id; the user has a role name). */
export type PostAuthor = Author;

/** Ready-made calendar links an event post may carry (spec: Entities and their fields). */
export type CalendarLinks = { google?: string; outlook?: string; yahoo?: string; ics?: string };

/** What a post is besides text: a poll, an event, or neither (spec: Entities and their fields type). */
export type PostKind = 'poll' | 'event' | 'plain';

/** A post as the app uses it (spec: Entities and their fields). */
export type Post = {
  id: PostId;
  /** The title, "Postagem sem título" when the wire has none (spec: Screens and routes: "Untitled Post"). */
  title: string;
  text: string;
  category: CategoryKey;
  imageUrl: string | undefined;
  /** The image's text alternative (its `alt`), present only when the post has an image and one was written. */
  imageAlt?: string;
  author: PostAuthor;
  createdAt: string | undefined;
  kind: PostKind;
  pollOptions: PollOption[];
  /** The event's start as an ISO text, when it parses as a date. */
  eventDate: string | undefined;
  location: LatLng | undefined;
  calendarLinks: CalendarLinks;
  upvotes: number;
  downvotes: number;
  myVote: VoteDirection;
  flaggedBy: UserId[];
  isFlagged: boolean;
  comments: Comment[];
  commentCount: number;
  objectivityScore: number | undefined;
};

function readFlags(
  value: WirePost['flagged_by'],
  flagged: WirePost['flagged'],
): { flaggedBy: UserId[]; isFlagged: boolean } {
  if (Array.isArray(value)) {
    const flaggedBy = mapDefined(value as readonly WireId[], (item) => toId<'User'>(item));
    return { flaggedBy, isFlagged: flagged === true || value.length > 0 };
  }
  // Some answers send a count or a flag instead of the list; any non-empty value still hides.
  return {
    flaggedBy: [],
    isFlagged: flagged === true || value === true || (typeof value === 'number' && value > 0),
  };
}

function readCalendarLinks(value: WireCalendarLinks | null | undefined): CalendarLinks {
  const links: CalendarLinks = {};
  for (const key of ['google', 'outlook', 'yahoo', 'ics'] as const) {
    const link = readText(value?.[key]);
    if (link !== undefined) links[key] = link;
  }
  return links;
}

function readEventDate(value: unknown): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function readScore(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(100, Math.max(0, value));
}

function readKind(type: unknown, pollOptions: PollOption[], eventDate: string | undefined): PostKind {
  if (type === 'poll' || type === 'event') return type;
  if (pollOptions.length > 0) return 'poll';
  return eventDate === undefined ? 'plain' : 'event';
}

/** Normalises a wire post (spec: Entities and their fields); undefined when it carries no id. */
export function normalizePost(wire: WirePost): Post | undefined {
  const id = toId<'Post'>(wire._id ?? wire.id);
  if (id === undefined) return undefined;
  const pollOptions = normalizePollOptions(wire.poll_options);
  const eventDate = readEventDate(wire.event_date);
  const comments = normalizeComments(wire.comments);
  const imageUrl = normalizeImageUrl(wire.image_url);
  const imageAlt = imageUrl === undefined ? undefined : readText(wire.image_alt)?.trim();
  const counted = [wire.comment_total_full, wire.comment_total, wire.comment_count].find(
    (value) => typeof value === 'number',
  );
  return {
    id,
    title: readText(wire.title)?.trim() ?? POST_EDITOR_TEXTS.untitledPost,
    text: readText(wire.text) ?? readText(wire.body) ?? '',
    category: readCategoryOrDefault(readName(wire.post_category ?? undefined)),
    imageUrl,
    ...(imageAlt ? { imageAlt } : {}),
    author: readAuthor(wire.user),
    createdAt: readText(wire.created_at),
    kind: readKind(wire.type, pollOptions, eventDate),
    pollOptions,
    eventDate,
    location: readLocation(wire.location),
    calendarLinks: readCalendarLinks(wire.calendar_links),
    upvotes: readCount(wire.upvotes),
    downvotes: readCount(wire.downvotes),
    myVote: readVoteDirection(wire.myvote?.direction),
    ...readFlags(wire.flagged_by, wire.flagged),
    comments,
    commentCount: counted === undefined ? comments.length : readCount(counted),
    objectivityScore: readScore(wire.objectivity_score),
  };
}

/** Normalises a list of wire posts, dropping those without an id. */
export function normalizePosts(wire: readonly WirePost[] | null | undefined): Post[] {
  return mapDefined(wire, normalizePost);
}
