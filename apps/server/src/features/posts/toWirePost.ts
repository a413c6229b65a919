import { apiPaths } from '@vizinhos/api';
import { calendarLinks } from './calendarLinks.ts';
import type { PostView } from './postViews.ts';
import type { WirePostOut, WirePostUserOut } from './schemas.ts';
import { toWirePollOptions } from './toWirePollOptions.ts';

/** What GET posts adds on request (spec: Calls: include_stats, include_comments). */
export type WirePostOptions = { includeStats: boolean; includeComments: boolean };

const imageUrl = (id: string | null) => (id ? `${apiPaths.images}/${id}` : null);

/** The author as a post and the live messages carry it (spec: Entities and their fields). */
export function toWirePostUser(author: PostView['author']): WirePostUserOut {
  return {
    _id: { $oid: author.id },
    id: author.id,
    username: author.username,
    avatar: imageUrl(author.avatarId),
    first_name: author.firstName,
    last_name: author.lastName,
    role: { name: author.role },
  };
}

/**
 * A post on the wire with every field a card reads (spec: Entities and their fields): `_id` as
 * `{ $oid }`, the category as an object, location longitude first, poll options with counts and
 * the reader's own answer, the calendar links of an event, the image's alt text when it has one;
 * votes, the reader's vote, `flagged` (anyone flagged it) and `flagged_by` (at most the reader's own
 * id: who else flagged is nobody's business) and comment counts when stats are asked (comment_count and
 * comment_total_full: every comment, replies included; comment_total: the top level); the first page
 * of comments (from the comments feature) when comments are asked.
 */
export function toWirePost(view: PostView, options: WirePostOptions): WirePostOut {
  const wire: WirePostOut = {
    _id: { $oid: view.id },
    id: view.id,
    title: view.title,
    text: view.text,
    body: view.text,
    post_category: { name: view.category },
    image_url: imageUrl(view.imageId),
    ...(view.imageId && view.imageAlt ? { image_alt: view.imageAlt } : {}),
    user: toWirePostUser(view.author),
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
    type: view.type,
    poll_options: toWirePollOptions(view.pollOptions, view.myPollResponse),
    event_date: view.eventDate?.toISOString() ?? null,
    location: view.longitude !== null && view.latitude !== null ? [view.longitude, view.latitude] : null,
    calendar_links: view.eventDate ? calendarLinks({ ...view, eventDate: view.eventDate }) : null,
    objectivity_score: view.objectivityScore,
    area_id: { $oid: view.areaId },
  };
  if (options.includeStats) {
    wire.upvotes = view.upvotes;
    wire.downvotes = view.downvotes;
    wire.myvote = view.myVote === 'none' ? null : { direction: view.myVote };
    wire.flagged = view.flagged;
    wire.flagged_by = view.flaggedBy;
    wire.comment_count = view.commentCount;
    wire.comment_total = view.topLevelCommentCount;
    wire.comment_total_full = view.commentCount;
  }
  if (options.includeComments) wire.comments = view.comments ?? [];
  return wire;
}
