import { AUTOMATIC_OBJECTIVITY_MINIMUM } from '../objectivity/index.ts';

/**
 * What a resident did that others valued, counted by the server from the real tables: votes from
 * other residents on the resident's posts and kept comments, the resident's posts scored objective,
 * and the resident's kept comments another resident replied to.
 */
export type InfluenceTally = {
  upvotesReceived: number;
  downvotesReceived: number;
  objectivePosts: number;
  answeredComments: number;
};

/**
 * The influence rule (spec: Entities and their fields: points, "influence points", left open):
 * +1 per upvote received, -1 per downvote received, +2 per post whose objectivity is at least the
 * publishing minimum (70), +1 per comment that got a reply; never below 0. Votes and replies count
 * only from other residents, so nobody raises their own points.
 */
export const INFLUENCE_RULE = {
  upvote: 1,
  downvote: -1,
  objectivePost: 2,
  answeredComment: 1,
  objectivePostMinimum: AUTOMATIC_OBJECTIVITY_MINIMUM,
} as const;

const whole = (count: number) => (Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0);

/** A resident's influence points by INFLUENCE_RULE, from the tally; never below 0. */
export function influencePoints(tally: InfluenceTally): number {
  const sum =
    whole(tally.upvotesReceived) * INFLUENCE_RULE.upvote +
    whole(tally.downvotesReceived) * INFLUENCE_RULE.downvote +
    whole(tally.objectivePosts) * INFLUENCE_RULE.objectivePost +
    whole(tally.answeredComments) * INFLUENCE_RULE.answeredComment;
  return Math.max(0, sum);
}
