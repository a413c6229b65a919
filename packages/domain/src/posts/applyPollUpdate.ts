import type { UserId } from '../common/index.ts';
import { normalizePollOptions } from '../polls/index.ts';
import type { Post } from './normalizePost.ts';
import { readPayloadId } from './readPayloadId.ts';
import type { WirePollUpdate } from './wireTimelineEvents.ts';

/**
 * Applies a live poll_update (spec: States and transitions): the new options and counts. The reader's choice survives
 * when the broadcast lacks it: from the earlier options or from the responses naming the reader.
 */
export function applyPollUpdate<P extends Pick<Post, 'id' | 'pollOptions'>>(
  posts: P[],
  message: WirePollUpdate,
  me: UserId | undefined,
): P[] {
  const postId = readPayloadId<'Post'>(message.post, message.post_id);
  const wireOptions =
    message.poll_options ??
    (typeof message.post === 'object' && message.post !== null && !('$oid' in message.post)
      ? message.post.poll_options
      : undefined);
  if (postId === undefined || wireOptions === undefined || wireOptions === null) return posts;
  const index = posts.findIndex((post) => post.id === postId);
  const current = posts[index];
  if (current === undefined) return posts;
  const pollOptions = normalizePollOptions(wireOptions).map((option) => {
    const before = current.pollOptions.find((item) => item.id === option.id);
    const isMine = me !== undefined && option.responderIds.includes(me);
    return {
      ...option,
      isUserResponse: option.isUserResponse || isMine || (before?.isUserResponse ?? false),
    };
  });
  const next = posts.slice();
  next[index] = { ...current, pollOptions };
  return next;
}
