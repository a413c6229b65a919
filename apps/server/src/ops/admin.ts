// `pnpm admin ...`: what an operator needs without SQL (roles, deactivation, a new activation link).
import { apiPaths } from '@vizinhos/api';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { createToken } from '../auth/createToken.ts';
import type { SessionStore } from '../auth/sessionStore.ts';
import type { Database } from '../db/openDatabase.ts';
import { mailTokens, sessions, users } from '../db/schema.ts';
import { accountsServerTexts, repairInfluenceTallies } from '../features/accounts/index.ts';
import { repairCommentCounters } from '../features/comments/index.ts';
import { revokeFeedToken } from '../features/events/index.ts';
import { writeLog } from '../features/moderation/index.ts';
import { repairNotificationCounts } from '../features/notifications/index.ts';
import { deleteUserSubscriptions } from '../features/push/index.ts';
import type { Outbox } from '../mail/outbox.ts';

/** The roles `admin role` may give (the spec's names, as stored in users.role). */
const adminRoles = { membro: 'Membro', moderador: 'Moderador', fundador: 'Fundador' } as const;

export const adminUsage = [
  'Uso: npx -y pnpm@12.21.0 admin <comando> <usuário ou email>',
  '  moderador <usuário>        torna o morador moderador',
  '  fundador <usuário>         torna o morador fundador',
  '  membro <usuário>           volta o morador a membro',
  '  desativar <usuário>        desativa a conta e encerra as sessões (não entra mais, nem por link de email)',
  '  reativar <usuário>         desfaz a desativação (a conta volta ao estado de antes)',
  '  ativacao <usuário>         envia um novo link de ativação (7 dias) ao email do morador',
  '  recontar                   recalcula a influência dos moradores, os comentários das postagens e as notificações a partir das tabelas',
].join('\n');

const activationLifetimeMs = 7 * 24 * 60 * 60_000;

/** A command that cannot run, in words for the operator. */
export class AdminRefused extends Error {}

/**
 * What the admin command needs besides the database: where mail goes and the links' origin; and a
 * session store whose endings reach every instance (the running server's, through its control
 * socket on PGlite; one joined to RabbitMQ by the CLI on PostgreSQL, ops/operatorSessions.ts), so a
 * deactivation also ends the sessions instances trust from their cache and the resident's live
 * connections at once. Without one (PostgreSQL, no AMQP_URL) cached sessions end within 30 s.
 */
export type AdminContext = {
  db: Database;
  outbox: Outbox;
  linkOrigin: string;
  now?: () => Date;
  sessions?: Pick<SessionStore, 'endUser'>;
};

async function findResident(db: Database, login: string) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      areaId: users.areaId,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${login}) or lower(${users.email}) = lower(${login})`)
    .limit(1);
  if (!user) throw new AdminRefused(`nenhum morador com usuário ou email "${login}"`);
  return user;
}

/**
 * The record's entry of an operator's action on a resident (spec 3: Log entry): no actor (the
 * operator is not a resident), in the resident's area, so the area's moderators read it too.
 */
const operatorEntry = (user: { id: string; areaId: string }) => ({
  areaId: user.areaId,
  actorId: null,
  targetUserId: user.id,
});

/** Runs one admin command; returns the line to print. Throws AdminRefused on bad input. */
export async function runAdmin(context: AdminContext, args: readonly string[]): Promise<string> {
  const [command, login] = args;
  const { db } = context;
  if (command === 'recontar') {
    const differed = await repairInfluenceTallies(db);
    const comments = await repairCommentCounters(db);
    const bells = await repairNotificationCounts(db);
    return [
      `Influência recontada: ${differed === 0 ? 'todos os contadores estavam certos' : `${differed} morador(es) corrigido(s)`}.`,
      `Comentários recontados: ${comments === 0 ? 'todos os contadores estavam certos' : `${comments} postagem(ns) ou comentário(s) corrigido(s)`}.`,
      `Notificações recontadas: ${bells === 0 ? 'todos os contadores estavam certos' : `${bells} morador(es) corrigido(s)`}.`,
    ].join('\n');
  }
  if (!command || !login) throw new AdminRefused(adminUsage);
  const now = context.now ?? (() => new Date());
  const role = adminRoles[command as keyof typeof adminRoles];
  if (role) {
    const user = await findResident(db, login);
    await db.update(users).set({ role }).where(eq(users.id, user.id));
    return `${user.username} agora é ${role}.`;
  }
  if (command === 'desativar') {
    const user = await findResident(db, login);
    if (user.deactivatedAt) throw new AdminRefused(`${user.username} já está desativado.`);
    const at = now();
    await db.transaction(async (tx) => {
      // Only while not deactivated: two operators at once write one deactivation and one log entry.
      const [changed] = await tx
        .update(users)
        .set({ deactivatedAt: at })
        .where(and(eq(users.id, user.id), isNull(users.deactivatedAt)))
        .returning({ id: users.id });
      if (!changed) throw new AdminRefused(`${user.username} já está desativado.`);
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      // Links already mailed (a reset, an activation) are void: none may open the account again.
      await tx.delete(mailTokens).where(and(eq(mailTokens.userId, user.id), isNull(mailTokens.usedAt)));
      // What reaches the resident without a session: their browsers' push and the calendar feed.
      await deleteUserSubscriptions(tx, user.id);
      await revokeFeedToken(tx, user.id);
      await writeLog(tx, { ...operatorEntry(user), action: 'deactivate', at });
    });
    // The sessions are gone from the database; this ends them in every instance's cache and closes
    // the resident's live connections, wherever they are (the bus carries it).
    await context.sessions?.endUser(user.id);
    return `${user.username} desativado: as sessões foram encerradas e a conta não entra mais (até \`reativar\`).`;
  }
  if (command === 'reativar') {
    const user = await findResident(db, login);
    if (!user.deactivatedAt) throw new AdminRefused(`${user.username} não está desativado.`);
    const at = now();
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(users)
        .set({ deactivatedAt: null })
        .where(and(eq(users.id, user.id), isNotNull(users.deactivatedAt)))
        .returning({ id: users.id });
      if (!changed) throw new AdminRefused(`${user.username} não está desativado.`);
      await writeLog(tx, { ...operatorEntry(user), action: 'reactivate', at });
    });
    return `${user.username} reativado: a conta entra de novo com a senha de antes.`;
  }
  if (command === 'ativacao') {
    const user = await findResident(db, login);
    // An activation link proves an e-mail, it does not lift a deactivation: say so instead of mailing one.
    if (user.deactivatedAt)
      throw new AdminRefused(
        `${user.username} está desativado; use \`reativar\` para desfazer a desativação.`,
      );
    const { token, hash } = createToken();
    await db.insert(mailTokens).values({
      tokenHash: hash,
      userId: user.id,
      purpose: 'activation',
      expiresAt: new Date(now().getTime() + activationLifetimeMs),
    });
    const link = `${context.linkOrigin}${apiPaths.activation}?token=${token}`;
    const mail = accountsServerTexts.activationMail;
    await context.outbox.send({
      to: user.email,
      subject: mail.subject,
      text: mail.text(user.firstName, link),
      link,
    });
    return `Link de ativação enviado para ${user.email}.`;
  }
  throw new AdminRefused(`comando desconhecido: ${command}\n${adminUsage}`);
}
