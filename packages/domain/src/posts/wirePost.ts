import type { WireComment } from '../comments/index.ts';
import type { WireId } from '../common/index.ts';
import type { WirePollOption } from '../polls/index.ts';

// Wire shapes of spec: Entities and their fields, kept loose on purpose: the spec says fields vary between answers
// (`_id` plain or `{ $oid }`, `text` or `body`, `user.id` or `user._id`), so every field is optional
// and the normalisers decide what a missing value means.

/** The author as a post carries it (spec: Entities and their fields: username, avatar, id or _id). */
export type WirePostUser = {
  _id?: WireId;
  id?: WireId;
  username?: string;
  avatar?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  role?: { name?: string | null } | null;
};

/** The reader's own vote (spec: Entities and their fields: myvote is an object with direction up or down). */
export type WireMyVote = { direction?: 'up' | 'down' | string | null } | null;

/** Calendar links of an event post (spec: Entities and their fields, Business constants and limits: google, outlook, yahoo, ics). */
export type WireCalendarLinks = {
  google?: string | null;
  outlook?: string | null;
  yahoo?: string | null;
  ics?: string | null;
};

/** A post as `GET /api/v1/posts` and the timeline topic carry it (spec: Entities and their fields). */
export type WirePost = {
  _id?: WireId;
  id?: WireId;
  title?: string | null;
  text?: string | null;
  body?: string | null;
  post_category?: { name?: string | null } | string | null;
  image_url?: string | null;
  /** The image's text alternative, written by the author (beyond the spec); absent when none. */
  image_alt?: string | null;
  user?: WirePostUser | null;
  created_at?: string | null;
  poll_options?: readonly WirePollOption[] | null;
  event_date?: string | null;
  /** Longitude first, latitude second (spec: Entities and their fields). */
  location?: readonly [number, number] | readonly number[] | null;
  type?: 'poll' | 'event' | string | null;
  calendar_links?: WireCalendarLinks | null;
  upvotes?: number | null;
  downvotes?: number | null;
  myvote?: WireMyVote;
  /** A list of user ids, a count, or a flag: answers differ, any non-empty value means flagged. */
  flagged_by?: readonly WireId[] | number | boolean | null;
  /** True when anyone flagged it; `flagged_by` then lists at most the reader's own id. */
  flagged?: boolean | null;
  comments?: readonly WireComment[] | null;
  comment_count?: number | null;
  comment_total?: number | null;
  comment_total_full?: number | null;
  objectivity_score?: number | null;
  area_id?: WireId | null;
};
