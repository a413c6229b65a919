import type { ProfileFlags } from '@vizinhos/api';
import { influencePoints, mergeRecentActivity } from '@vizinhos/domain';
import type { Database } from '../../db/openDatabase.ts';
import {
  type FigureReader,
  loadInfluenceTallies,
  loadUserFigures,
  toWireUser,
  type UserView,
} from '../accounts/index.ts';
import { loadCommentActivity } from './commentActivity.ts';
import type { WireProfileUserOut } from './schemas.ts';

const wantsFigures = (flags: ProfileFlags) =>
  Boolean(flags.include_counts || flags.include_objectivity || flags.include_activity);

/**
 * A member's profile (spec: Calls: GET users/{id} with include_counts, include_activity,
 * include_objectivity): points counted now by the influence rule, the real post and comment counts,
 * the mean objectivity of the posts, and the 10 latest posts and comments together. E-mail, stomp
 * key and invite code only when `isSelf`.
 */
export async function loadProfileUser(
  db: Database,
  view: UserView,
  { isSelf, flags = {}, reader }: { isSelf: boolean; flags?: ProfileFlags; reader: FigureReader },
): Promise<WireProfileUserOut> {
  const tally = (await loadInfluenceTallies(db, [view.id])).get(view.id);
  const counted = { ...view, points: tally ? influencePoints(tally) : 0 };
  if (!wantsFigures(flags)) return toWireUser(counted, { isSelf, flags });
  const figures = await loadUserFigures(db, view.id, reader);
  const activity = flags.include_activity
    ? mergeRecentActivity(
        figures.activity.map((post) => ({ ...post, activity_type: 'post' })),
        await loadCommentActivity(db, view.id, reader.areaId),
      )
    : figures.activity;
  const wire: WireProfileUserOut = toWireUser(counted, { isSelf, flags, figures: { ...figures, activity } });
  if (flags.include_counts && tally)
    wire.influence = {
      upvotes_received: tally.upvotesReceived,
      downvotes_received: tally.downvotesReceived,
      objective_posts: tally.objectivePosts,
      answered_comments: tally.answeredComments,
    };
  return wire;
}
