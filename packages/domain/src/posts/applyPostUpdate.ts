import { normalizePost, type Post } from './normalizePost.ts';
import type { WirePostMessage } from './wireTimelineEvents.ts';

/**
 * Applies a live post_update (spec: States and transitions) in place. The broadcast is the same for every reader, so the
 * reader's own vote, poll choices and loaded comments are kept from the post already shown.
 */
export function applyPostUpdate(posts: Post[], message: WirePostMessage): Post[] {
  if (message.post === undefined || message.post === null) return posts;
  const update = normalizePost(message.post);
  if (update === undefined) return posts;
  const index = posts.findIndex((post) => post.id === update.id);
  const current = posts[index];
  if (current === undefined) return posts;
  const pollOptions = update.pollOptions.map((option) => {
    const before = current.pollOptions.find((item) => item.id === option.id);
    return { ...option, isUserResponse: option.isUserResponse || (before?.isUserResponse ?? false) };
  });
  const next = posts.slice();
  next[index] = {
    ...update,
    myVote: message.post.myvote?.direction === undefined ? current.myVote : update.myVote,
    // The area's frame lists no reader (spec 3: flagged_by holds the reader's own id only): while the
    // post is still flagged, the reader's own report stays as it was; unflagged, none is pending.
    flaggedBy: update.flaggedBy.length > 0 || !update.isFlagged ? update.flaggedBy : current.flaggedBy,
    pollOptions,
    comments:
      message.post.comments === undefined || message.post.comments === null
        ? current.comments
        : update.comments,
  };
  return next;
}
