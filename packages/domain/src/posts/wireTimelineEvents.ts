import type { WireComment } from '../comments/index.ts';
import type { WireId } from '../common/index.ts';
import type { WirePollOption } from '../polls/index.ts';
import type { WirePost, WirePostUser } from './wirePost.ts';

// Live payloads of the timeline and vote topics (spec: States and transitions). The live-event union lives elsewhere;
// these are the shapes its members carry, so the timeline reducers can take them as they come.

/**
 * vote_update as the whole area receives it (README: Security, no private traces): the post or
 * comment and its new counts, never who voted nor which way.
 */
export type WireVoteCounts = {
  post?: WirePost | WireId | null;
  post_id?: WireId | null;
  comment?: WireComment | WireId | null;
  comment_id?: WireId | null;
  upvotes?: number | null;
  downvotes?: number | null;
};

/**
 * vote_update in the spec's full shape (spec: States and transitions: post or comment, upvotes,
 * downvotes, new_direction, voter): sent only to the voter's own notification topic, so the voter's
 * other tabs show their own vote.
 */
export type WireVoteUpdate = WireVoteCounts & {
  new_direction?: 'up' | 'down' | 'none' | string | null;
  voter?: WirePostUser | WireId | null;
};

/** post_update and a new timeline post (spec: States and transitions: a timeline post has post and user). */
export type WirePostMessage = {
  post?: WirePost | null;
  user?: WirePostUser | null;
};

/** post_delete (spec: States and transitions): the post or its id. */
export type WirePostDelete = {
  post?: WirePost | WireId | null;
  post_id?: WireId | null;
};

/** poll_update (spec: States and transitions: with poll_options). */
export type WirePollUpdate = {
  post?: WirePost | WireId | null;
  post_id?: WireId | null;
  poll_options?: readonly WirePollOption[] | null;
};
