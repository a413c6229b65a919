import type { PollOptionId, UserId } from '../common/index.ts';
import type { PollOption } from './normalizePollOption.ts';
import { pollPercentages } from './pollPercentages.ts';

/** One row of the results view (spec: States and transitions: percentage, count, a check mark on the user's choice). */
export type PollResultRow = {
  id: PollOptionId;
  label: string;
  count: number;
  percent: number;
  isUserChoice: boolean;
};

/** The results of a poll as the card shows them after a vote (spec: States and transitions). */
export type PollSummary = {
  /** Rows by count, highest first; equal counts keep the server's order. */
  rows: PollResultRow[];
  totalVotes: number;
  /** Whether the reader has answered: then results show instead of the radio options. */
  hasVoted: boolean;
  userChoiceId: PollOptionId | undefined;
};

function isChoiceOf(option: PollOption, userId: UserId | undefined): boolean {
  return option.isUserResponse || (userId !== undefined && option.responderIds.includes(userId));
}

/** Summarises a poll for the reader (spec: States and transitions: from is_user_response or the responses' user ids). */
export function summarizePoll(options: readonly PollOption[], userId: UserId | undefined): PollSummary {
  const percents = pollPercentages(options.map((option) => option.count));
  const choice = options.find((option) => isChoiceOf(option, userId));
  const rows = options
    .map((option, index) => ({
      id: option.id,
      label: option.label,
      count: option.count,
      percent: percents[index] as number,
      isUserChoice: option === choice,
    }))
    // Array.prototype.sort is stable, so equal counts keep the server's order.
    .sort((a, b) => b.count - a.count);
  return {
    rows,
    totalVotes: options.reduce((sum, option) => sum + option.count, 0),
    hasVoted: choice !== undefined,
    userChoiceId: choice?.id,
  };
}
