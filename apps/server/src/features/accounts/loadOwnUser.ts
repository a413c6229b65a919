import type { ProfileFlags } from '@vizinhos/api';
import { accountTexts, type WireUser } from '@vizinhos/domain';
import type { Database } from '../../db/openDatabase.ts';
import { httpError } from '../../http/httpError.ts';
import { loadUserFigures, loadUserView } from './repository.ts';
import { toWireUser } from './toWireUser.ts';

/** One's own wire user, private fields included, with the figures the flags ask for; 404 when gone. */
export async function loadOwnUser(db: Database, userId: string, flags: ProfileFlags = {}): Promise<WireUser> {
  const view = await loadUserView(db, userId);
  if (!view) throw httpError(404, accountTexts.userNotFound);
  return toWireUser(view, { isSelf: true, flags, figures: await loadUserFigures(db, view.id) });
}
