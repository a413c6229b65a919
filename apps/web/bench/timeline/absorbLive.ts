// The live part of the timeline bench: neighbours vote as fast as the server takes it while the
// reader's page sits at the top of a loaded timeline; then the page's counts are checked against
// the server's, and the page's heap against what it was before.
import type { ApiClient } from '@vizinhos/api';
import { normalizePost } from '@vizinhos/domain';
import type { CDPSession, Page } from 'playwright';
import {
  type LongFrame,
  readRenderedVotes,
  startFrameMonitor,
  stopFrameMonitor,
  timelineListSelector,
} from './pageProbes.ts';
import { sleep } from './stats.ts';
import { type VoteStormPlan, type VoteStormResult, voteStorm } from './voteStorm.ts';

/** What the live phase saw. */
export type LiveResult = VoteStormResult & {
  /** vote_update messages that reached the page. */
  received: number;
  frameGaps: number[];
  longAnimationFrames: LongFrame[];
  heapGrowthBytes: number;
  /** Posts whose counts on the page differ from the server's after the storm. */
  mismatches: number;
  checked: number;
};

async function collectedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** The counts the page shows for the first `count` cards, scrolling down from the top to render each. */
async function pageVotes(page: Page, count: number): Promise<Map<number, { up: number; down: number }>> {
  const votes = new Map<number, { up: number; down: number }>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 40 && votes.size < count; step++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    for (const card of await page.evaluate(readRenderedVotes, timelineListSelector))
      if (card.index < count) votes.set(card.index, card);
    await page.evaluate(() => window.scrollBy(0, 250));
  }
  return votes;
}

/**
 * Votes on `postIds` (the newest posts, the first cards of the list, in its order) per `plan`,
 * watching the page's frames; then waits for every vote_update to arrive and compares.
 */
export async function absorbLive(
  page: Page,
  cdp: CDPSession,
  reader: ApiClient,
  plan: VoteStormPlan,
): Promise<LiveResult> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await sleep(1_000);
  const heapBefore = await collectedHeap(cdp);
  const receivedBefore = await page.evaluate(() => window.__timelineBench.voteUpdates);
  await page.evaluate(startFrameMonitor);
  const storm = await voteStorm(plan);
  const arrived = () => page.evaluate(() => window.__timelineBench.voteUpdates);
  const settleBy = Date.now() + 15_000;
  while ((await arrived()) - receivedBefore < storm.votes && Date.now() < settleBy) await sleep(200);
  const frames = await page.evaluate(stopFrameMonitor);
  const received = (await arrived()) - receivedBefore;
  await sleep(500);
  const heapAfter = await collectedHeap(cdp);

  const shown = await pageVotes(page, plan.postIds.length);
  let mismatches = 0;
  for (const [index, id] of plan.postIds.entries()) {
    const answer = await reader.getPost(id);
    const post = answer.ok ? normalizePost(answer.value) : undefined;
    const card = shown.get(index);
    const same = post && card && card.up === post.upvotes && card.down === post.downvotes;
    if (!same) {
      mismatches++;
      console.error(
        `  post ${index + 1}: page ${JSON.stringify(card)}, server ${post?.upvotes}/${post?.downvotes}`,
      );
    }
  }
  return {
    ...storm,
    received,
    frameGaps: frames.gaps,
    longAnimationFrames: frames.longAnimationFrames,
    heapGrowthBytes: heapAfter - heapBefore,
    mismatches,
    checked: plan.postIds.length,
  };
}
