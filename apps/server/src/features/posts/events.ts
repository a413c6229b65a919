// What the posts routes publish live, always after the commit (spec: States and transitions): a new
// post, post_update and post_delete on the area's timeline topic, vote_update's counts on its posts
// topic (the voter's own direction and name go to the voter's notification topic only).
import type { WireComment, WirePost, WirePostUser } from '@vizinhos/domain';
import type { AfterCommitTask } from '../../http/afterCommit.ts';
import type { LivePublisher } from '../../realtime/index.ts';
import type { VoteOutcome } from './repository.ts';

/**
 * A post as the whole area may receive it: the same message goes to every reader, so nothing of the
 * actor's own (their vote, their poll answer, their flag, their votes on its comments) rides along
 * to be taken for the reader's or to tell who did it.
 */
function forTheArea(post: WirePost): WirePost {
  return {
    ...post,
    ...(post.myvote === undefined ? {} : { myvote: null }),
    ...(post.flagged_by === undefined ? {} : { flagged_by: [] }),
    ...(post.comments ? { comments: post.comments.map(withoutOwnVote) } : {}),
    poll_options: post.poll_options?.map((option) => ({
      ...option,
      is_user_response: false,
      poll_option_responses: [],
    })),
  };
}

function withoutOwnVote(comment: WireComment): WireComment {
  return {
    ...comment,
    ...('myvote' in comment ? { myvote: null } : {}),
    ...(comment.replies ? { replies: comment.replies.map(withoutOwnVote) } : {}),
  };
}

/** The live messages of the posts feature, bound to one publisher: each a step for `request.afterCommit`. */
export function postEvents(live: LivePublisher) {
  return {
    /** A new post: `{ type: "post", post, user }` to /topic/area_q/timeline_{area}. */
    created: (areaId: string, post: WirePost, user: WirePostUser): AfterCommitTask => ({
      kind: 'post',
      run: () => live.publishTimelinePost(areaId, forTheArea(post), user),
    }),
    /** An edit or a new flag: `{ type: "post_update", post, user }` to the area's timeline. */
    updated: (areaId: string, post: WirePost, user: WirePostUser): AfterCommitTask => ({
      kind: 'post_update',
      run: () => live.publishPostUpdate(areaId, forTheArea(post), user),
    }),
    /** `{ type: "post_delete", post: { _id }, post_id }` to the area's timeline. */
    deleted: (areaId: string, postId: string): AfterCommitTask => ({
      kind: 'post_delete',
      run: () => live.publishPostDelete(areaId, { post: { _id: { $oid: postId } }, post_id: postId }),
    }),
    /**
     * `{ type: "vote_update", post: { _id }, post_id, upvotes, downvotes, new_direction, voter }` to the
     * voter's own /topic/notification_q/user_{stomp_key}; the same without new_direction and voter to
     * /topic/posts_q/area_{area}.
     */
    voted: (
      voter: { areaId: string; stompKey: string },
      postId: string,
      outcome: VoteOutcome,
      user: WirePostUser,
    ): AfterCommitTask => ({
      kind: 'vote_update',
      run: () =>
        live.publishVoteUpdate(voter, {
          post: { _id: { $oid: postId } },
          post_id: postId,
          upvotes: outcome.upvotes,
          downvotes: outcome.downvotes,
          new_direction: outcome.direction,
          voter: user,
        }),
    }),
  };
}
