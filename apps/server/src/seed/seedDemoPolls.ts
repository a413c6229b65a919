import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { pollOptions, pollResponses, posts } from '../db/schema.ts';
import { demoLogin } from './demoMembers.ts';

/**
 * Seeds the demo polls' answers as real rows by the area's residents, one per resident and poll,
 * so the counts on the options are the answers behind them. The demo resident has answered every
 * poll but the newest, so both states of a poll show at the first start: the results with the
 * check on one's own choice, and the options still to choose from.
 */
export async function seedDemoPolls(
  db: Database,
  seed: { areaId: string; userIds: Map<string, string> },
  now: Date,
): Promise<void> {
  const demoId = seed.userIds.get(demoLogin.username);
  const residents = [...seed.userIds.values()].filter((id) => id !== demoId);
  const options = await db
    .select({
      postId: pollOptions.postId,
      optionId: pollOptions.id,
      wanted: pollOptions.responseCount,
    })
    .from(pollOptions)
    .innerJoin(posts, eq(posts.id, pollOptions.postId))
    .where(and(eq(posts.areaId, seed.areaId), eq(posts.type, 'poll')))
    .orderBy(asc(posts.createdAt), asc(pollOptions.position));
  const polls = new Map<string, typeof options>();
  for (const option of options) polls.set(option.postId, [...(polls.get(option.postId) ?? []), option]);
  const newest = [...polls.keys()].at(-1);
  await db.transaction(async (tx) => {
    for (const [index, [postId, list]] of [...polls.entries()].entries()) {
      // A different slice of neighbours for each poll; the demo resident first where it answered.
      const shifted = [...residents.slice(index * 5), ...residents.slice(0, index * 5)];
      const voters = demoId && postId !== newest ? [demoId, ...shifted] : shifted;
      let next = 0;
      for (const option of list) {
        const chosen = voters.slice(next, next + option.wanted);
        next += chosen.length;
        if (chosen.length > 0)
          await tx
            .insert(pollResponses)
            .values(chosen.map((userId) => ({ postId, optionId: option.optionId, userId, createdAt: now })));
        await tx
          .update(pollOptions)
          .set({ responseCount: chosen.length })
          .where(eq(pollOptions.id, option.optionId));
      }
    }
  });
}
