import type { WireComment } from './comment.ts';
import type { WireId } from './ids.ts';

// Wire shapes of doc 2 §3, kept loose on purpose: the spec says fields vary between answers
// (`_id` plain or `{ $oid }`, `text` or `body`, `user.id` or `user._id`), so every field is optional
// and the normalisers decide what a missing value means.

/** The author as a post carries it (doc 2 §3: username, avatar, id or _id). */
export type WirePostUser = {
  _id?: WireId;
  id?: WireId;
  username?: string;
  avatar?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  role?: { name?: string | null } | null;
};

/** One answer of a poll option (doc 2 §3: each with user_id). */
export type WirePollOptionResponse = {
  _id?: WireId;
  user_id?: WireId | null;
};

/** A poll option (doc 2 §3: _id, label, count, is_user_response, poll_option_responses). */
export type WirePollOption = {
  _id?: WireId;
  id?: WireId;
  label?: string | null;
  count?: number | null;
  is_user_response?: boolean | null;
  poll_option_responses?: readonly WirePollOptionResponse[] | null;
};

/** The reader's own vote (doc 2 §3: myvote is an object with direction up or down). */
export type WireMyVote = { direction?: 'up' | 'down' | string | null } | null;

/** Calendar links of an event post (doc 2 §3, §9: google, outlook, yahoo, ics). */
export type WireCalendarLinks = {
  google?: string | null;
  outlook?: string | null;
  yahoo?: string | null;
  ics?: string | null;
};

/** A post as `GET /api/v1/posts` and the timeline topic carry it (doc 2 §3). */
export type WirePost = {
  _id?: WireId;
  id?: WireId;
  title?: string | null;
  text?: string | null;
  body?: string | null;
  post_category?: { name?: string | null } | string | null;
  image_url?: string | null;
  user?: WirePostUser | null;
  created_at?: string | null;
  poll_options?: readonly WirePollOption[] | null;
  event_date?: string | null;
  /** Longitude first, latitude second (doc 2 §3). */
  location?: readonly [number, number] | readonly number[] | null;
  type?: 'poll' | 'event' | string | null;
  calendar_links?: WireCalendarLinks | null;
  upvotes?: number | null;
  downvotes?: number | null;
  myvote?: WireMyVote;
  /** A list of user ids, a count, or a flag: answers differ, any non-empty value means flagged. */
  flagged_by?: readonly WireId[] | number | boolean | null;
  comments?: readonly WireComment[] | null;
  comment_count?: number | null;
  comment_total?: number | null;
  comment_total_full?: number | null;
  objectivity_score?: number | null;
  area_id?: WireId | null;
};

// Live payloads of the timeline and vote topics (doc 2 §4). The live-event union lives elsewhere;
// these are the shapes its members carry, so the timeline reducers can take them as they come.

/** vote_update (doc 2 §4): post or comment, upvotes, downvotes, new_direction, voter. */
export type WireVoteUpdate = {
  post?: WirePost | WireId | null;
  post_id?: WireId | null;
  comment?: WireComment | WireId | null;
  comment_id?: WireId | null;
  upvotes?: number | null;
  downvotes?: number | null;
  new_direction?: 'up' | 'down' | 'none' | string | null;
  voter?: WirePostUser | WireId | null;
};

/** post_update and a new timeline post (doc 2 §4: a timeline post has post and user). */
export type WirePostMessage = {
  post?: WirePost | null;
  user?: WirePostUser | null;
};

/** post_delete (doc 2 §4): the post or its id. */
export type WirePostDelete = {
  post?: WirePost | WireId | null;
  post_id?: WireId | null;
};

/** poll_update (doc 2 §4: with poll_options). */
export type WirePollUpdate = {
  post?: WirePost | WireId | null;
  post_id?: WireId | null;
  poll_options?: readonly WirePollOption[] | null;
};
