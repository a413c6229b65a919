export { latestPollOptions } from './latestPollOptions.ts';
export type { PollOption } from './normalizePollOption.ts';
export { normalizePollOption, normalizePollOptions } from './normalizePollOption.ts';
export { pollPercentages } from './pollPercentages.ts';
export type { PollResultRow, PollSummary } from './summarizePoll.ts';
export { summarizePoll } from './summarizePoll.ts';
export type { WirePollOption, WirePollOptionResponse } from './wirePollOption.ts';
