// What the comments routes publish live, always after the commit (spec: States and transitions):
// comment_update (a new or edited comment, with the post's counts) and comment_delete on the area's
// timeline topic, and vote_update naming the comment: its counts on the area's posts topic, the
// voter's own direction and name on the voter's notification topic only.
import type { WireCommentCounts } from '@vizinhos/api';
import type { WirePostUser } from '@vizinhos/domain';
import type { AfterCommitTask } from '../../http/afterCommit.ts';
import type { LivePublisher } from '../../realtime/index.ts';
import type { CommentVoteOutcome } from './repository.ts';
import type { WireCommentOut } from './toWireComment.ts';

/** The live messages of the comments feature, bound to one publisher: each a step for `request.afterCommit`. */
export function commentEvents(live: LivePublisher) {
  const send = (kind: string, run: () => Promise<void>): AfterCommitTask => ({ kind, run });
  return {
    /** `{ type: "comment_update", comment, post: { _id, id, comment_count, comment_total, comment_total_full }, post_id }`. */
    changed: (areaId: string, comment: WireCommentOut, post: WireCommentCounts) =>
      // One message for the whole area: the writer's own vote on it stays out.
      send('comment_update', () =>
        live.publishCommentUpdate(areaId, { comment: { ...comment, myvote: null }, post, post_id: post.id }),
      ),
    /** `{ type: "comment_delete", comment: { _id }, comment_id, post: { _id, ... }, post_id }`. */
    deleted: (areaId: string, commentId: string, post: WireCommentCounts) =>
      send('comment_delete', () =>
        live.publishCommentDelete(areaId, {
          comment: { _id: { $oid: commentId } },
          comment_id: commentId,
          post,
          post_id: post.id,
        }),
      ),
    /**
     * `{ type: "vote_update", comment: { _id }, comment_id, post: { _id }, post_id, upvotes, downvotes, new_direction, voter }`
     * to the voter's own notification topic; the same without new_direction and voter to the area's posts topic.
     */
    voted: (
      voter: { areaId: string; stompKey: string },
      target: { postId: string; commentId: string },
      outcome: CommentVoteOutcome,
      user: WirePostUser,
    ) =>
      send('vote_update', () =>
        live.publishVoteUpdate(voter, {
          comment: { _id: { $oid: target.commentId } },
          comment_id: target.commentId,
          post: { _id: { $oid: target.postId } },
          post_id: target.postId,
          upvotes: outcome.upvotes,
          downvotes: outcome.downvotes,
          new_direction: outcome.direction,
          voter: user,
        }),
      ),
  };
}
