import type { Post } from './normalizePost.ts';
import { readPayloadId } from './readPayloadId.ts';
import type { WirePostDelete } from './wireTimelineEvents.ts';

/** Applies a live post_delete (spec: States and transitions): the post leaves the list. */
export function removePost(posts: Post[], message: WirePostDelete): Post[] {
  const postId = readPayloadId<'Post'>(message.post, message.post_id);
  if (postId === undefined || !posts.some((post) => post.id === postId)) return posts;
  return posts.filter((post) => post.id !== postId);
}
