import type { WireId } from '../common/index.ts';
import type { WirePost } from '../posts/index.ts';

/** The resident's own comment on a comment item of the activity list. */
export type WireActivityComment = {
  _id?: WireId;
  id?: WireId;
  text?: string | null;
  created_at?: string | null;
};

/**
 * One item of a profile's recent activity (spec: Screens and routes: up to 10 items, each opening
 * the post): a post the resident wrote (`activity_type` 'post' or absent, the post itself), or a
 * comment they wrote (`activity_type` 'comment': the commented post's id, title and category, with
 * the comment under `comment`). Either way the item is a post, so it opens the post-detail modal.
 */
export type WireActivityItem = WirePost & {
  activity_type?: 'post' | 'comment' | string | null;
  comment?: WireActivityComment | null;
};
