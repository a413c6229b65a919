import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { users } from '../db/schema.ts';
import type { UserView } from './loadUserViews.ts';
import type { ProfileFigures } from './toWireUser.ts';

/**
 * The profile's figures (doc 2 §3). Posts and comments arrive with a later issue, so their counts
 * are zero and the activity is empty until then; invites are the members this user brought in.
 */
export async function profileFigures(db: Database, view: UserView): Promise<ProfileFigures> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.invitedBy, view.id));
  return { postCount: 0, commentCount: 0, averageObjectivity: null, inviteCount: row?.n ?? 0, activity: [] };
}
