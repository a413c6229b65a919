import { normalizePost, type Post } from './normalizePost.ts';
import type { CategoryKey } from './readCategory.ts';
import type { WirePostMessage } from './wireTimelineEvents.ts';

/**
 * Puts a live new post at the front of the timeline (spec: States and transitions), once: an earlier copy with the same
 * id is removed. A post of another category than the one shown is left out.
 */
export function prependTimelinePost(
  posts: Post[],
  message: WirePostMessage,
  shownCategory?: CategoryKey,
): Post[] {
  if (message.post === undefined || message.post === null) return posts;
  // The timeline message carries the author beside the post (spec: States and transitions: "has post and user").
  const post = normalizePost({ ...message.post, user: message.post.user ?? message.user });
  if (post === undefined) return posts;
  if (shownCategory !== undefined && post.category !== shownCategory) return posts;
  return [post, ...posts.filter((item) => item.id !== post.id)];
}
