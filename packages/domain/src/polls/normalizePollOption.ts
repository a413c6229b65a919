import { mapDefined, type PollOptionId, readCount, toId, type UserId } from '../common/index.ts';
import type { WirePollOption } from './wirePollOption.ts';

/** A poll option as the app uses it (spec: Entities and their fields). */
export type PollOption = {
  id: PollOptionId;
  label: string;
  count: number;
  /** The server's own word that the reader chose this option. */
  isUserResponse: boolean;
  /** Who chose this option, when the server lists the responses. */
  responderIds: UserId[];
};

/** Normalises a wire poll option; undefined when it carries no id (it could not be voted on). */
export function normalizePollOption(wire: WirePollOption): PollOption | undefined {
  const id = toId<'PollOption'>(wire._id ?? wire.id);
  if (id === undefined) return undefined;
  const responderIds = mapDefined(wire.poll_option_responses, (response) => toId<'User'>(response.user_id));
  return {
    id,
    label: typeof wire.label === 'string' ? wire.label : '',
    // A count below the listed responses would be stale; the larger of the two is the truth.
    count: Math.max(readCount(wire.count), responderIds.length),
    isUserResponse: wire.is_user_response === true,
    responderIds,
  };
}

/** Normalises a wire list of options, dropping those without an id. */
export function normalizePollOptions(wire: readonly WirePollOption[] | null | undefined): PollOption[] {
  return mapDefined(wire, normalizePollOption);
}
