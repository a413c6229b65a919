import type { NotificationId, PostId } from '../common/index.ts';

/** The client-side kind of a notification (spec: Entities and their fields). */
export type NotificationKind = 'vote' | 'comment' | 'post' | 'invite' | 'poll' | 'general';

/** A notification ready for the dropdown (spec: Entities and their fields): texts generated, ids unwrapped. */
export type Notification = {
  id: NotificationId;
  kind: NotificationKind;
  /** The title, with the count in parentheses when above 1 (spec: Business constants and limits). */
  title: string;
  content: string;
  createdAt: string;
  seen: boolean;
  count: number;
  /** The post a click opens (spec: Screens and routes), from post_id or the nested post. */
  postId: PostId | undefined;
};
