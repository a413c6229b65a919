import type { WirePollOptionOut } from './schemas.ts';

/** A poll option as stored: its label and how many residents chose it. */
export type StoredPollOption = { id: string; label: string; responseCount: number };

/** One resident's answer to a poll. */
export type PollChoice = { optionId: string; userId: string };

/**
 * A poll's options on the wire (spec: Entities and their fields: _id, label, count,
 * is_user_response, poll_option_responses each with user_id), as one reader may see them: the
 * counts of everyone, and the reader's own answer marked and listed under its option. Who else
 * chose what is never sent: neighbours see how a street voted, not how each neighbour did. Pass no
 * choice for what goes to the whole area (a live message): then no option is anyone's.
 */
export function toWirePollOptions(
  options: readonly StoredPollOption[],
  readerChoice: PollChoice | null,
): WirePollOptionOut[] {
  return options.map((option) => {
    const isMine = readerChoice?.optionId === option.id;
    return {
      _id: { $oid: option.id },
      label: option.label,
      count: option.responseCount,
      is_user_response: isMine,
      poll_option_responses: isMine ? [{ user_id: { $oid: readerChoice.userId } }] : [],
    };
  });
}
