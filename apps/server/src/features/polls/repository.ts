// The SQL of poll answers: one per resident and poll, the option's count moved in the same
// transaction, and a poll's options with their counts.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { pollOptions, pollResponses } from '../../db/schema.ts';
import { recordActivity } from '../notifications/index.ts';
import type { PollChoice, StoredPollOption } from '../posts/index.ts';

/** How an answer went: counted, or refused (the option is not the poll's, or the resident already answered). */
export type AnswerOutcome = 'answered' | 'optionNotFound' | 'alreadyAnswered';

/**
 * Records a resident's answer and counts it, in one transaction. The option row is share-locked
 * first, so an edit replacing the options cannot remove it under the answer; the (post, resident)
 * key makes a second answer, even a concurrent one, count nothing.
 */
export async function answerPoll(db: Database, postId: string, choice: PollChoice): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const [option] = await tx
      .select({ id: pollOptions.id })
      .from(pollOptions)
      .where(and(eq(pollOptions.id, choice.optionId), eq(pollOptions.postId, postId)))
      .for('share');
    if (!option) return 'optionNotFound';
    const inserted = await tx
      .insert(pollResponses)
      .values({ postId, optionId: choice.optionId, userId: choice.userId })
      .onConflictDoNothing()
      .returning({ postId: pollResponses.postId });
    if (inserted.length === 0) return 'alreadyAnswered';
    await tx
      .update(pollOptions)
      .set({ responseCount: sql`${pollOptions.responseCount} + 1` })
      .where(eq(pollOptions.id, choice.optionId));
    await recordActivity(tx, {
      kind: 'pollResponse',
      postId,
      responderId: choice.userId,
    });
    return 'answered';
  });
}

/** A poll's options in the author's order, with their counts. */
export async function loadPollOptions(db: Database, postId: string): Promise<StoredPollOption[]> {
  return db
    .select({ id: pollOptions.id, label: pollOptions.label, responseCount: pollOptions.responseCount })
    .from(pollOptions)
    .where(eq(pollOptions.postId, postId))
    .orderBy(pollOptions.position);
}
