// What the polls route publishes live, after the commit (spec: States and transitions: poll_update
// with poll_options) to the area's timeline topic.
import type { WirePollOption } from '@vizinhos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LivePublisher } from '../../realtime/index.ts';
import { afterCommit } from '../posts/index.ts';

/** The live messages of the polls feature, bound to one publisher and logger. */
export function pollEvents(live: LivePublisher, log: FastifyBaseLogger) {
  return {
    /**
     * `{ type: "poll_update", post: { _id }, post_id, poll_options }`: the new counts, the same for
     * every reader, so no option is marked as anyone's.
     */
    answered: (areaId: string, postId: string, options: WirePollOption[]) =>
      afterCommit(log, 'poll_update', () =>
        live.publishPollUpdate(areaId, {
          post: { _id: { $oid: postId } },
          post_id: postId,
          poll_options: options,
        }),
      ),
  };
}
