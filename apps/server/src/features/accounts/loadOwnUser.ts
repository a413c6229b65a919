import type { ProfileFlags } from '@vizinhos/api';
import { accountTexts, type WireUser } from '@vizinhos/domain';
import type { Database } from '../../db/openDatabase.ts';
import { httpError } from '../../http/httpError.ts';
import { withInfluencePoints } from './influence.ts';
import { loadUserFigures, loadUserView, type UserView } from './repository.ts';
import { toWireUser } from './toWireUser.ts';

/** True when the profile flags ask for figures that cost a query (counts, objectivity, activity). */
export function wantsFigures(flags: ProfileFlags): boolean {
  return Boolean(flags.include_counts || flags.include_objectivity || flags.include_activity);
}

/** A user view on the wire, with the figures the flags ask for (loaded only then). */
export async function withFigures(
  db: Database,
  view: UserView,
  { isSelf, flags = {} }: { isSelf: boolean; flags?: ProfileFlags },
): Promise<WireUser> {
  const figures = wantsFigures(flags) ? await loadUserFigures(db, view.id) : undefined;
  const [counted = view] = await withInfluencePoints(db, [view]);
  return toWireUser(counted, { isSelf, flags, figures });
}

/** One's own wire user, private fields included, with the figures the flags ask for; 404 when gone. */
export async function loadOwnUser(db: Database, userId: string, flags: ProfileFlags = {}): Promise<WireUser> {
  const view = await loadUserView(db, userId);
  if (!view) throw httpError(404, accountTexts.userNotFound);
  return withFigures(db, view, { isSelf: true, flags });
}
