import type { WireId } from '../common/index.ts';

/** One answer of a poll option (spec: Entities and their fields: each with user_id). */
export type WirePollOptionResponse = {
  _id?: WireId;
  user_id?: WireId | null;
};

/** A poll option (spec: Entities and their fields: _id, label, count, is_user_response, poll_option_responses). */
export type WirePollOption = {
  _id?: WireId;
  id?: WireId;
  label?: string | null;
  count?: number | null;
  is_user_response?: boolean | null;
  poll_option_responses?: readonly WirePollOptionResponse[] | null;
};
