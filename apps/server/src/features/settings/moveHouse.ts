import { accountsDomainTexts } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/hashPassword.ts';
import { clearRate } from '../../auth/rateLimit.ts';
import { reserveInHandler, writeKey } from '../../auth/writeLimits.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { accountsServerTexts, areaExists, moveToArea } from '../accounts/index.ts';
import { leaveAreaConversations } from '../messaging/index.ts';
import { forgetAreaNotifications } from '../notifications/index.ts';
import { loadPasswordHash } from './repository.ts';

/** A date as a Brazilian resident reads it: "03/12/2026 às 14:05" in São Paulo's time. */
function formatDate(at: Date): string {
  const date = at.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const time = at.toLocaleTimeString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${date} às ${time}`;
}

/**
 * Mudei de endereço (spec: PUT users/me/area): the current password first; at most one move in 7 days
 * (429 with Retry-After and the date); then the move itself (the first resident of an empty area
 * becomes its founder), the old area's conversations left as with "Sair", its notifications
 * forgotten, and every live connection of the resident closed on every instance, so the client
 * reconnects into the new area and can no longer hear or subscribe to the old one.
 */
export async function moveHouse(context: RouteContext, request: FastifyRequest): Promise<void> {
  const { db, sessions } = context;
  const me = request.user;
  const areaId = readFormValue(request.body, 'area_id') ?? '';
  const password = readFormValue(request.body, 'password') ?? '';
  if (password === '') throw httpError(422, accountsServerTexts.movePasswordRequired);
  // Wrong passwords are counted (writeRules.moveGuess) and the right one clears them: placed here,
  // around the check, not declared on the route.
  await reserveInHandler(db, 'moveGuess', me.id, context.now(), () => accountsDomainTexts.tooManyAttempts);
  const stored = await loadPasswordHash(db, me.id);
  if (!stored || !(await verifyPassword(password, stored)))
    throw httpError(422, accountsServerTexts.movePasswordWrong);
  await clearRate(db, writeKey('moveGuess', me.id));
  if (!(await areaExists(db, areaId))) throw httpError(404, accountsServerTexts.areaNotFound);
  if (areaId === me.areaId) return;
  const now = context.now();
  const oldAreaId = me.areaId;
  // One transaction: the week's move is spent only if the whole move commits (a failure part-way
  // leaves the resident where they were, free to try again).
  await db.transaction(async (tx) => {
    // The week's one move (writeRules.move), spent here, inside the move's transaction.
    await reserveInHandler(tx, 'move', me.id, now, (retryAfterS) =>
      accountsServerTexts.moveTooSoon(formatDate(new Date(now.getTime() + retryAfterS * 1000))),
    );
    await moveToArea(tx, me.id, areaId);
    await forgetAreaNotifications(tx, me.id, oldAreaId);
    await leaveAreaConversations({ db: tx, live: context.live, request, now }, me, oldAreaId);
  });
  await sessions.forgetUser(me.id);
  // After the commit and the "saiu" messages the leaving queued, so the resident hears them first.
  request.afterCommit({ kind: 'close live', run: () => sessions.closeLive(me.id) });
}
