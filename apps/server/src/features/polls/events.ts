// What the polls route publishes live, after the commit (spec: States and transitions: poll_update
// with poll_options) to the area's timeline topic.
import type { WirePollOption } from '@vizinhos/domain';
import type { AfterCommitTask } from '../../http/afterCommit.ts';
import type { LivePublisher } from '../../realtime/index.ts';

/** The live messages of the polls feature, bound to one publisher: each a step for `request.afterCommit`. */
export function pollEvents(live: LivePublisher) {
  return {
    /**
     * `{ type: "poll_update", post: { _id }, post_id, poll_options }`: the new counts, the same for
     * every reader, so no option is marked as anyone's.
     */
    answered: (areaId: string, postId: string, options: WirePollOption[]): AfterCommitTask => ({
      kind: 'poll_update',
      run: () =>
        live.publishPollUpdate(areaId, {
          post: { _id: { $oid: postId } },
          post_id: postId,
          poll_options: options,
        }),
    }),
  };
}
