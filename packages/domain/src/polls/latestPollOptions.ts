import type { PollOption } from './normalizePollOption.ts';

function total(options: readonly PollOption[]): number {
  return options.reduce((sum, option) => sum + option.count, 0);
}

/**
 * The poll options a card shows: the newest known of those the post came with and those a live
 * poll_update or the reader's own answer brought. Answers only grow (one per resident, never taken
 * back), so the list with more answers is the newer one; the reader's own choice survives from
 * either side (spec: States and transitions: the check mark on the user's choice).
 */
export function latestPollOptions(
  fromPost: readonly PollOption[],
  fromLive: readonly PollOption[] | undefined,
): PollOption[] {
  if (fromLive === undefined || total(fromLive) < total(fromPost)) return [...fromPost];
  const chosen = new Set(fromPost.filter((option) => option.isUserResponse).map((option) => option.id));
  return fromLive.map((option) =>
    option.isUserResponse || !chosen.has(option.id) ? option : { ...option, isUserResponse: true },
  );
}
