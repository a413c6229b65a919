import { readNumber } from '../common/index.ts';
import type { InfluenceTally } from './influencePoints.ts';
import type { WireInfluence } from './wireProfile.ts';

/** How a profile's points were earned, from the wire; undefined when the answer has none. */
export function readInfluence(wire: WireInfluence | null | undefined): InfluenceTally | undefined {
  if (!wire) return undefined;
  return {
    upvotesReceived: readNumber(wire.upvotes_received) ?? 0,
    downvotesReceived: readNumber(wire.downvotes_received) ?? 0,
    objectivePosts: readNumber(wire.objective_posts) ?? 0,
    answeredComments: readNumber(wire.answered_comments) ?? 0,
  };
}
