import type { ProfileFlags } from '@vizinhos/api';
import { accountsDomainTexts } from '@vizinhos/domain';
import type { Database } from '../../db/openDatabase.ts';
import { httpError } from '../../http/httpError.ts';
import { withInfluencePoints } from './influence.ts';
import { loadUserFigures, loadUserView, type UserView } from './repository.ts';
import type { WireUserOut } from './schemas.ts';
import { toWireUser } from './toWireUser.ts';

/** True when the profile flags ask for figures that cost a query (counts, objectivity, activity). */
function wantsFigures(flags: ProfileFlags): boolean {
  return Boolean(flags.include_counts || flags.include_objectivity || flags.include_activity);
}

/** A user view on the wire, with the figures the flags ask for (loaded only then). */
export async function withFigures(
  db: Database,
  view: UserView,
  { isSelf, flags = {} }: { isSelf: boolean; flags?: ProfileFlags },
): Promise<WireUserOut> {
  if (!wantsFigures(flags)) {
    // The session check asks this on every page: points are counted only when figures are asked
    // for, and otherwise left out rather than sent from the stored column.
    const { points: _notCounted, ...wire } = toWireUser(view, { isSelf, flags });
    return wire;
  }
  const [figures, [counted = view]] = await Promise.all([
    loadUserFigures(db, view.id, { id: view.id, areaId: view.areaId }),
    withInfluencePoints(db, [view]),
  ]);
  return toWireUser(counted, { isSelf, flags, figures });
}

/** One's own wire user, private fields included, with the figures the flags ask for; 404 when gone. */
export async function loadOwnUser(
  db: Database,
  userId: string,
  flags: ProfileFlags = {},
): Promise<WireUserOut> {
  const view = await loadUserView(db, userId);
  if (!view) throw httpError(404, accountsDomainTexts.userNotFound);
  return withFigures(db, view, { isSelf: true, flags });
}
