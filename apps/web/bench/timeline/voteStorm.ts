// Live traffic for the timeline bench: many residents voting at once through the real server
// (PUT posts/{id}/upvote|downvote), each vote published to the area as a vote_update.
import type { ApiClient } from '@vizinhos/api';

/** How hard and how long to vote. */
export type VoteStormPlan = {
  voters: readonly ApiClient[];
  postIds: readonly string[];
  /** Votes started per second at most (the server may answer slower). */
  ratePerSecond: number;
  /** Requests in flight at most. */
  concurrency: number;
  /** Vote for at least this long and until `minVotes` succeeded, but never past `maxMs`. */
  minMs: number;
  minVotes: number;
  maxMs: number;
};

/** What the storm did: votes answered 2xx (each one a vote_update), failures, and its length. */
export type VoteStormResult = { votes: number; failures: number; elapsedMs: number };

/**
 * Votes at `ratePerSecond` from every voter on every post. Each (voter, post) pair belongs to one
 * worker, so one resident never has two votes on one post in flight and the server's final counts
 * are well defined; the direction is random, so counts move up, down and back to none.
 */
export async function voteStorm(plan: VoteStormPlan): Promise<VoteStormResult> {
  const pairs = plan.voters.flatMap((voter) => plan.postIds.map((postId) => ({ voter, postId })));
  const workers = Math.min(plan.concurrency, pairs.length);
  const intervalMs = 1000 / plan.ratePerSecond;
  const start = performance.now();
  let issued = 0;
  let votes = 0;
  let failures = 0;
  const shouldStop = () => {
    const elapsed = performance.now() - start;
    return elapsed >= plan.maxMs || (elapsed >= plan.minMs && votes >= plan.minVotes);
  };
  const worker = async (index: number) => {
    const own = pairs.filter((_, pair) => pair % workers === index);
    for (let turn = 0; !shouldStop(); turn++) {
      const { voter, postId } = own[turn % own.length]!;
      const due = start + issued++ * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (shouldStop()) break;
      const answer = await voter.votePost(postId, Math.random() < 0.5 ? 'up' : 'down');
      if (answer.ok) votes++;
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return { votes, failures, elapsedMs: performance.now() - start };
}
