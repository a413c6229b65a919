import type { WireUser } from '../accounts/index.ts';
import type { WireActivityItem } from './wireActivity.ts';

/** How a profile's points were earned (sent with include_counts), by INFLUENCE_RULE. */
export type WireInfluence = {
  upvotes_received?: number | null;
  downvotes_received?: number | null;
  objective_posts?: number | null;
  answered_comments?: number | null;
};

/**
 * A profile as GET users/{id} answers it (spec: Calls: include_counts, include_activity,
 * include_objectivity): the user, its points counted by the server, how they were earned, and the
 * latest posts and comments together.
 */
export type WireProfileUser = Omit<WireUser, 'activity'> & {
  influence?: WireInfluence | null;
  activity?: readonly WireActivityItem[] | null;
};
