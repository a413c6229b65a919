import type { UserId } from '../common/index.ts';
import { readCount, readVoteDirection } from '../common/index.ts';
import { mapCommentTree } from './mapCommentTree.ts';
import type { Post } from './normalizePost.ts';
import { readPayloadId } from './readPayloadId.ts';
import type { WireVoteUpdate } from './wireTimelineEvents.ts';

/**
 * Applies a live vote_update (spec: States and transitions) to the posts: new counts on the post or comment it names,
 * and the reader's own vote when the reader is the voter.
 */
export function applyVoteUpdate<P extends Pick<Post, 'id' | 'comments'> & Partial<Pick<Post, 'myVote'>>>(
  posts: P[],
  update: WireVoteUpdate,
  me: UserId | undefined,
): P[] {
  const upvotes = readCount(update.upvotes);
  const downvotes = readCount(update.downvotes);
  const voter = readPayloadId<'User'>(update.voter, undefined);
  const isMine = me !== undefined && voter === me;
  const direction = readVoteDirection(update.new_direction);
  const commentId = readPayloadId<'Comment'>(update.comment, update.comment_id);
  const postId = readPayloadId<'Post'>(update.post, update.post_id);

  let changed = false;
  const next = posts.map((post) => {
    if (commentId !== undefined) {
      if (postId !== undefined && post.id !== postId) return post;
      const comments = mapCommentTree(post.comments, (comment) =>
        comment.id === commentId
          ? { ...comment, upvotes, downvotes, myVote: isMine ? direction : comment.myVote }
          : comment,
      );
      if (comments === post.comments) return post;
      changed = true;
      return { ...post, comments };
    }
    if (post.id !== postId) return post;
    changed = true;
    return { ...post, upvotes, downvotes, myVote: isMine ? direction : post.myVote };
  });
  return changed ? next : posts;
}
