import { apiPaths } from '@vizinhos/api';
import type { WirePost, WirePostUser } from '@vizinhos/domain';
import { calendarLinks } from './calendarLinks.ts';
import type { PostView } from './postViews.ts';

/** What GET posts adds on request (spec: Calls: include_stats, include_comments). */
export type WirePostOptions = { includeStats: boolean; includeComments: boolean };

const imageUrl = (id: string | null) => (id ? `${apiPaths.images}/${id}` : null);

/** The author as a post and the live messages carry it (spec: Entities and their fields). */
export function toWirePostUser(author: PostView['author']): WirePostUser {
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
 * `{ $oid }`, the category as an object, location longitude first, poll options with counts, the
 * calendar links of an event; votes, the reader's vote, flags and comment counts when stats are
 * asked. Comments themselves arrive with the comments feature; until then the list is empty.
 */
export function toWirePost(view: PostView, options: WirePostOptions): WirePost & { updated_at: string } {
  const wire: WirePost & { updated_at: string } = {
    _id: { $oid: view.id },
    id: view.id,
    title: view.title,
    text: view.text,
    body: view.text,
    post_category: { name: view.category },
    image_url: imageUrl(view.imageId),
    user: toWirePostUser(view.author),
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
    type: view.type,
    poll_options: view.pollOptions.map((option) => ({
      _id: { $oid: option.id },
      label: option.label,
      count: option.responseCount,
      is_user_response: false,
      poll_option_responses: [],
    })),
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
    wire.flagged_by = view.flaggedBy;
    wire.comment_count = view.commentCount;
    wire.comment_total = view.commentCount;
    wire.comment_total_full = view.commentCount;
  }
  if (options.includeComments) wire.comments = [];
  return wire;
}
