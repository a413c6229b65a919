import { accountsDomainTexts } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/hashPassword.ts';
import { clearRate, type RateRule, reserve } from '../../auth/rateLimit.ts';
import { httpError, tooManyRequests } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { accountsServerTexts, areaExists, moveToArea } from '../accounts/index.ts';
import { leaveAreaConversations } from '../messaging/index.ts';
import { forgetAreaNotifications } from '../notifications/index.ts';
import { loadPasswordHash } from './repository.ts';

const day = 24 * 60 * 60_000;
/** One move of address per resident in this window (the README lists it). */
const moveRule: RateRule = { hits: 1, windowMs: 7 * day };
/** Wrong passwords a session may try on the move before it waits. */
const moveGuesses: RateRule = { hits: 5, windowMs: 15 * 60_000 };

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
  const guessKey = `move-password:${me.id}`;
  const guessed = await reserve(db, guessKey, moveGuesses, context.now());
  if (!guessed.ok) throw tooManyRequests(accountsDomainTexts.tooManyAttempts, guessed.retryAfterS);
  const stored = await loadPasswordHash(db, me.id);
  if (!stored || !(await verifyPassword(password, stored)))
    throw httpError(422, accountsServerTexts.movePasswordWrong);
  await clearRate(db, guessKey);
  if (!(await areaExists(db, areaId))) throw httpError(404, accountsServerTexts.areaNotFound);
  if (areaId === me.areaId) return;
  const now = context.now();
  const oldAreaId = me.areaId;
  // One transaction: the week's move is spent only if the whole move commits (a failure part-way
  // leaves the resident where they were, free to try again).
  await db.transaction(async (tx) => {
    const moved = await reserve(tx, `move:${me.id}`, moveRule, now);
    if (!moved.ok)
      throw tooManyRequests(
        accountsServerTexts.moveTooSoon(formatDate(new Date(now.getTime() + moved.retryAfterS * 1000))),
        moved.retryAfterS,
      );
    await moveToArea(tx, me.id, areaId);
    await forgetAreaNotifications(tx, me.id, oldAreaId);
    await leaveAreaConversations({ db: tx, live: context.live, request, now }, me, oldAreaId);
  });
  await sessions.forgetUser(me.id);
  // After the commit and the "saiu" messages the leaving queued, so the resident hears them first.
  request.afterCommit({ kind: 'close live', run: () => sessions.closeLive(me.id) });
}
