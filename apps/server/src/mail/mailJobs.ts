// The scheduled mails and the daily prune, as jobs of the one job queue (jobs/jobQueue.ts):
// - every day and every week a `digest-plan` job per period fans out one `digest-area` job per
//   area; each resident's digest is written to `mail_sent` (resident, kind, period) before it is
//   sent, so however many instances run or retry, a resident gets one digest per period;
// - a message left unread for 15 minutes is mailed (one mail per conversation an hour at most)
//   when its reader has no live socket and wants it, outside quiet hours;
// - the prune of old rate rows, idempotency keys and finished jobs, once a day across instances.
import {
  type DigestFrequency,
  type MailKind,
  type PushCategory,
  readPushPreferences,
  shouldMail,
  shouldPush,
} from '@vizinhos/domain';
import { and, desc, eq, gt, gte, lte, ne, notExists, sql } from 'drizzle-orm';
import { pruneRates } from '../auth/rateLimit.ts';
import { longestWindowMs } from '../auth/rateRules.ts';
import type { Database } from '../db/openDatabase.ts';
import { blocks, conversationParticipants, mailSent, messages, users } from '../db/schema.ts';
import { pruneIdempotencyKeys } from '../http/idempotency.ts';
import type { JobHandler, JobQueue } from '../jobs/jobQueue.ts';
import {
  areasWithResidents,
  collectAreaDigest,
  loadBlockedBy,
  loadDigestReaders,
} from './digest/collectDigest.ts';
import { composeDigest, mailDocument, renderDigest } from './digest/renderDigest.ts';
import { escapeHtml } from './escapeHtml.ts';
import { mailServerTexts as t } from './mail.texts.ts';
import type { Mail, Outbox } from './outbox.ts';
import { createUnsubscribeToken, unsubscribePath } from './unsubscribeToken.ts';

const minute = 60_000;
const day = 24 * 60 * minute;
/** How long a message stays unread before it is mailed. */
const messageMailDelayMs = 15 * minute;
/** At most one message mail per conversation and reader in this time. */
const messageMailSpacingMs = 60 * minute;
/** Digests go at 07:00 in São Paulo (UTC-3 all year since 2019), the area's morning. */
const digestHourUtc = 10;

/** What the mail jobs need of the app. */
export type MailJobContext = {
  db: Database;
  outbox: Outbox;
  now: () => Date;
  /** Origin of the links in mails (PUBLIC_URL). */
  origin: () => string;
  unsubscribeKey: () => Promise<Buffer>;
  /** Whether the resident has a live socket (on this instance). */
  isOnline: (userId: string) => boolean;
};

/** A period of the digest: its key, the time it covers and when it is sent. */
type DigestPeriod = {
  frequency: Exclude<DigestFrequency, 'never'>;
  key: string;
  from: Date;
  to: Date;
};

/** The latest daily or weekly digest period that has ended by `at` (weekly: Monday 07:00 to Monday 07:00). */
function digestPeriod(frequency: DigestPeriod['frequency'], at: Date): DigestPeriod {
  const morning = new Date(at);
  morning.setUTCHours(digestHourUtc, 0, 0, 0);
  if (morning > at) morning.setUTCDate(morning.getUTCDate() - 1);
  if (frequency === 'weekly') {
    // getUTCDay at 10:00Z is São Paulo's day; step back to Monday.
    morning.setUTCDate(morning.getUTCDate() - ((morning.getUTCDay() + 6) % 7));
  }
  const to = morning;
  const from = new Date(to.getTime() - (frequency === 'weekly' ? 7 : 1) * day);
  return { frequency, key: `${frequency}:${to.toISOString().slice(0, 10)}`, from, to };
}

/** Schedules the work that recurs: today's prune and the digest periods that have ended. */
export async function planRecurring(queue: JobQueue, at: Date): Promise<void> {
  const today = at.toISOString().slice(0, 10);
  await queue.schedule({ id: `prune:${today}`, name: 'prune', runAt: at });
  for (const frequency of ['daily', 'weekly'] as const) {
    const period = digestPeriod(frequency, at);
    // A period more than a day old is not mailed late (a server down over the weekend skips it).
    if (at.getTime() - period.to.getTime() > day) continue;
    await queue.schedule({
      id: `digest-plan:${period.key}`,
      name: 'digest-plan',
      data: { frequency, key: period.key, from: period.from.toISOString(), to: period.to.toISOString() },
      runAt: period.to,
    });
  }
}

/** Reserves a resident's mail of a kind and period; false when it was already sent (by any instance). */
async function reserveMail(
  db: Database,
  userId: string,
  kind: string,
  period: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(mailSent)
    .values({ userId, kind, period, sentAt: at })
    .onConflictDoNothing()
    .returning({ userId: mailSent.userId });
  return rows.length > 0;
}

/** Sends a reserved mail; a refused one gives its reservation back, so the job's retry sends it. */
async function deliverReserved(
  context: MailJobContext,
  mail: Mail,
  reservation: { userId: string; kind: string; period: string },
): Promise<void> {
  try {
    await (context.outbox.deliver ?? context.outbox.send)(mail);
  } catch (error) {
    await context.db
      .delete(mailSent)
      .where(
        and(
          eq(mailSent.userId, reservation.userId),
          eq(mailSent.kind, reservation.kind),
          eq(mailSent.period, reservation.period),
        ),
      );
    throw error;
  }
}

async function unsubscribeUrl(context: MailJobContext, userId: string, kind: MailKind): Promise<string> {
  const token = createUnsubscribeToken(await context.unsubscribeKey(), userId, kind);
  return `${context.origin()}${unsubscribePath}?t=${encodeURIComponent(token)}`;
}

/**
 * Schedules the check of a new message for each reader: one job per reader and quarter hour of
 * sending, run at the end of the next quarter, so every message of a burst is 15 to 30 minutes old
 * when it is checked and a busy chat makes four jobs an hour at most.
 */
export async function scheduleMessageMails(
  queue: JobQueue,
  conversationId: string,
  readerIds: readonly string[],
  sentAt: Date,
): Promise<void> {
  const quarter = Math.floor(sentAt.getTime() / messageMailDelayMs);
  for (const userId of readerIds)
    await queue.schedule({
      id: `message-mail:${conversationId}:${userId}:${quarter}`,
      name: 'message-mail',
      data: { conversationId, userId },
      runAt: new Date((quarter + 2) * messageMailDelayMs),
    });
}

/** A notification that may be mailed: its words are taken when it is delivered. */
export type AlertMail = {
  notificationId: string;
  userId: string;
  kind: 'replies' | 'security';
  /** The push kind of the same notification (a comment on one's post is `comments`). */
  pushCategory: PushCategory;
  postId: string;
  title: string;
  text: string;
};

/** Schedules each notification's mail check for the scheduler's next turn (one job per notification). */
export async function scheduleAlertMails(
  queue: JobQueue,
  mails: readonly AlertMail[],
  at: Date,
): Promise<void> {
  for (const mail of mails)
    await queue.schedule({
      id: `alert-mail:${mail.notificationId}`,
      name: 'alert-mail',
      data: mail,
      runAt: at,
    });
}

/** The job handlers of mail and the prune, by job name. */
export function mailJobHandlers(context: MailJobContext): Record<string, JobHandler> {
  const { db, now } = context;
  return {
    async prune(_job, queue) {
      await Promise.all([
        pruneRates(db, new Date(now().getTime() - longestWindowMs)),
        pruneIdempotencyKeys(db, now()),
        queue.prune(new Date(now().getTime() - 30 * day)),
      ]);
    },

    async 'digest-plan'(job, queue) {
      for (const areaId of await areasWithResidents(db))
        await queue.schedule({
          id: `digest-area:${String(job.data.key)}:${areaId}`,
          name: 'digest-area',
          data: { ...job.data, areaId },
          runAt: now(),
        });
    },

    async 'digest-area'(job) {
      const { frequency, key, areaId } = job.data as {
        frequency: DigestPeriod['frequency'];
        key: string;
        areaId: string;
      };
      const from = new Date(String(job.data.from));
      const to = new Date(String(job.data.to));
      const readers = (await loadDigestReaders(db, areaId)).filter(
        (reader) => readPushPreferences(reader.settings).email.digest === frequency,
      );
      if (readers.length === 0) return;
      const area = await collectAreaDigest(db, areaId, from, to);
      const blockedBy = await loadBlockedBy(
        db,
        readers.map((reader) => reader.id),
      );
      const origin = context.origin();
      let failure: unknown;
      for (const reader of readers) {
        const content = composeDigest(area, {
          blocked: blockedBy.get(reader.id) ?? new Set(),
          origin,
          weekly: frequency === 'weekly',
          now: to,
        });
        if (!content) continue;
        if (!(await reserveMail(db, reader.id, 'digest', key, now()))) continue;
        const link = await unsubscribeUrl(context, reader.id, 'digest');
        const rendered = renderDigest(content, { origin, unsubscribeUrl: link });
        try {
          await deliverReserved(
            context,
            { to: reader.email, ...rendered, link: `${origin}/`, unsubscribeUrl: link },
            { userId: reader.id, kind: 'digest', period: key },
          );
        } catch (error) {
          // The others still get theirs; the job is retried for the ones refused.
          failure = error;
        }
      }
      if (failure) throw failure;
    },

    async 'alert-mail'(job) {
      const alert = job.data as AlertMail;
      const at = now();
      if (context.isOnline(alert.userId)) return;
      const [reader] = await db
        .select({
          email: users.email,
          activated: users.activated,
          deactivatedAt: users.deactivatedAt,
          settings: sql<unknown>`(select settings from push_preferences where user_id = ${users.id})`,
          hasPush: sql<boolean>`exists (select 1 from push_subscriptions where user_id = ${users.id})`,
        })
        .from(users)
        .where(eq(users.id, alert.userId));
      if (!reader?.activated || reader.deactivatedAt) return;
      const preferences = readPushPreferences(reader.settings);
      // A push reached the resident's devices: no mail for the same thing.
      if (reader.hasPush && shouldPush(alert.pushCategory, preferences, at)) return;
      if (!shouldMail(alert.kind, preferences, at)) return;
      if (!(await reserveMail(db, alert.userId, alert.kind, alert.notificationId, at))) return;
      const origin = context.origin();
      const link = `${origin}/posts/${encodeURIComponent(alert.postId)}`;
      const unsubscribe = await unsubscribeUrl(context, alert.userId, alert.kind);
      const subject = alert.kind === 'security' ? t.securitySubject(alert.title) : alert.title;
      const body = [
        `<h1>${escapeHtml(subject)}</h1>`,
        `<p>${escapeHtml(alert.text)}</p>`,
        `<p><a href="${escapeHtml(link)}">${t.openPost}</a></p>`,
      ].join('');
      const note = t.whyYouGetThis(t.kindNames[alert.kind]);
      const settingsUrl = `${origin}/configuracoes`;
      const html = mailDocument(subject, body, { note, unsubscribeUrl: unsubscribe, settingsUrl });
      const text = [
        subject,
        alert.text,
        `${t.openPost}: ${link}`,
        '',
        note,
        `${t.unsubscribeLink}: ${unsubscribe}`,
        `${t.settingsLink}: ${settingsUrl}`,
      ].join('\n\n');
      await deliverReserved(
        context,
        { to: reader.email, subject, text, html, link, unsubscribeUrl: unsubscribe },
        { userId: alert.userId, kind: alert.kind, period: alert.notificationId },
      );
    },

    async 'message-mail'(job) {
      const { conversationId, userId } = job.data as { conversationId: string; userId: string };
      const at = now();
      if (context.isOnline(userId)) return;
      const [reader] = await db
        .select({
          email: users.email,
          activated: users.activated,
          deactivatedAt: users.deactivatedAt,
          lastReadSeq: conversationParticipants.lastReadSeq,
          settings: sql<unknown>`(select settings from push_preferences where user_id = ${users.id})`,
        })
        .from(conversationParticipants)
        .innerJoin(users, eq(users.id, conversationParticipants.userId))
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userId, userId),
          ),
        );
      if (!reader?.activated || reader.deactivatedAt) return;
      if (!shouldMail('messages', readPushPreferences(reader.settings), at)) return;
      // Unread: someone else's message past the reader's position, 15 minutes old at least, and not
      // from a resident the reader blocked (spec 3: those count nothing unread).
      const unread = await db
        .select({ body: messages.body, sender: users.firstName, createdAt: messages.createdAt })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderId, userId),
            eq(messages.isCommand, false),
            gt(messages.seq, reader.lastReadSeq),
            notExists(
              db
                .select({ one: sql`1` })
                .from(blocks)
                .where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, messages.senderId))),
            ),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(20);
      const due = unread.filter((m) => m.createdAt.getTime() <= at.getTime() - messageMailDelayMs);
      const latest = due[0];
      if (!latest) return;
      const kind = `messages:${conversationId}`;
      const [recent] = await db
        .select({ sentAt: mailSent.sentAt })
        .from(mailSent)
        .where(
          and(
            eq(mailSent.userId, userId),
            eq(mailSent.kind, kind),
            gte(mailSent.sentAt, new Date(at.getTime() - messageMailSpacingMs)),
            lte(mailSent.sentAt, at),
          ),
        )
        .limit(1);
      if (recent) return;
      const hour = at.toISOString().slice(0, 13);
      if (!(await reserveMail(db, userId, kind, hour, at))) return;
      const origin = context.origin();
      const link = `${origin}/conversas/${encodeURIComponent(conversationId)}`;
      const unsubscribe = await unsubscribeUrl(context, userId, 'messages');
      const subject = t.messageSubject(latest.sender);
      const more = unread.length - 1;
      const body = [
        `<h1>${escapeHtml(subject)}</h1>`,
        `<p>${escapeHtml(t.messageIntro(latest.sender))}</p>`,
        `<blockquote><p>${escapeHtml(latest.body)}</p></blockquote>`,
        more > 0 ? `<p>${escapeHtml(t.messageMore(more))}</p>` : '',
        `<p><a href="${escapeHtml(link)}">${t.openConversation}</a></p>`,
      ].join('');
      const note = t.whyYouGetThis(t.kindNames.messages);
      const settingsUrl = `${origin}/configuracoes`;
      const html = mailDocument(subject, body, { note, unsubscribeUrl: unsubscribe, settingsUrl });
      const text = [
        t.messageIntro(latest.sender),
        latest.body,
        ...(more > 0 ? [t.messageMore(more)] : []),
        `${t.openConversation}: ${link}`,
        '',
        note,
        `${t.unsubscribeLink}: ${unsubscribe}`,
        `${t.settingsLink}: ${settingsUrl}`,
      ].join('\n\n');
      await deliverReserved(
        context,
        { to: reader.email, subject, text, html, link, unsubscribeUrl: unsubscribe },
        { userId, kind, period: hour },
      );
    },
  };
}
