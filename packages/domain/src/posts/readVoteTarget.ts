import type { PostId, UserId } from '../common/index.ts';
import { readPayloadId } from './readPayloadId.ts';
import type { WireVoteUpdate } from './wireTimelineEvents.ts';

/**
 * The post a vote_update is about and who voted, so the voter's loading state can clear (spec:
 * States and transitions). A comment's vote names no post vote: its post id is left out.
 */
export function readVoteTarget(update: WireVoteUpdate): { postId?: PostId; voterId?: UserId } {
  const isCommentVote = readPayloadId<'Comment'>(update.comment, update.comment_id) !== undefined;
  const postId = isCommentVote ? undefined : readPayloadId<'Post'>(update.post, update.post_id);
  const voterId = readPayloadId<'User'>(update.voter, undefined);
  return { ...(postId === undefined ? {} : { postId }), ...(voterId === undefined ? {} : { voterId }) };
}
