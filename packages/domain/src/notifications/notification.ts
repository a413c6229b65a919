import type { NotificationId, PostId } from '../common/index.ts';

/** The client-side kind of a notification (doc 1 §3). */
export type NotificationKind = 'vote' | 'comment' | 'post' | 'invite' | 'poll' | 'general';

/** A notification ready for the dropdown (doc 1 §3): texts generated, ids unwrapped. */
export type Notification = {
  id: NotificationId;
  kind: NotificationKind;
  /** The title, with the count in parentheses when above 1 (doc 1 §9). */
  title: string;
  content: string;
  createdAt: string;
  seen: boolean;
  count: number;
  /** The post a click opens (doc 1 §2), from post_id or the nested post. */
  postId: PostId | undefined;
};
