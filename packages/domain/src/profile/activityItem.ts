import { type CommentId, readText, toId } from '../common/index.ts';
import { normalizePost, type Post } from '../posts/index.ts';
import type { WireActivityItem } from './wireActivity.ts';

/** An item of the recent activity: a post the resident wrote, or their comment on a post. */
export type ActivityItem =
  | { kind: 'post'; post: Post; at: string | undefined }
  | { kind: 'comment'; post: Post; commentId: CommentId; text: string; at: string | undefined };

/** When an item happened: a comment's own time, else the post's. */
export function activityTime(item: WireActivityItem): string {
  return readText(item.comment?.created_at) ?? readText(item.created_at) ?? '';
}

/** One activity item from the wire; undefined when its post has no id. */
export function normalizeActivityItem(wire: WireActivityItem): ActivityItem | undefined {
  const post = normalizePost(wire);
  if (!post) return undefined;
  const at = readText(activityTime(wire));
  const commentId = toId<'Comment'>(wire.comment?._id ?? wire.comment?.id) as CommentId | undefined;
  if (wire.activity_type === 'comment' && commentId !== undefined)
    return { kind: 'comment', post, commentId, text: readText(wire.comment?.text) ?? '', at };
  return { kind: 'post', post, at };
}
