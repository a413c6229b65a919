// The SQL of the bell: a resident's notifications by pages (newest activity first) with what they
// mention, marking one or all seen, and claiming the rows not yet published live.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/openDatabase.ts';
import { areas, comments, notificationCounts, notifications, posts, users } from '../../db/schema.ts';

/** A notification with the names and texts it mentions, as read for the wire. */
export type NotificationView = {
  id: string;
  userId: string;
  kind: string;
  count: number;
  seen: boolean;
  direction: 'up' | 'down' | null;
  updatedAt: Date;
  postId: string | null;
  postTitle: string | null;
  postCategory: string | null;
  commentId: string | null;
  commentText: string | null;
  actorName: string | null;
  actorAreaName: string | null;
  /** The words of a moderation notice or a new report. */
  body: string | null;
  /** The recipient's stomp key: the live event goes to its notification topic. */
  stompKey: string;
};

const actor = alias(users, 'actor');
const recipient = alias(users, 'recipient');

const viewColumns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  count: notifications.count,
  seen: notifications.seen,
  direction: notifications.direction,
  updatedAt: notifications.updatedAt,
  postId: notifications.postId,
  postTitle: posts.title,
  postCategory: posts.category,
  commentId: notifications.commentId,
  commentText: comments.text,
  actorName: actor.username,
  actorAreaName: areas.name,
  body: notifications.body,
  stompKey: recipient.stompKey,
};

const views = (db: Database) =>
  db
    .select(viewColumns)
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(areas, eq(areas.id, actor.areaId));

// Only what belongs to the resident's current area: a post of an area left behind is not listed.
// Columns spelled out: drizzle leaves a single table's columns unqualified inside this subquery.
const ofOwnArea = sql.raw(
  '("notifications"."post_id" is null or exists (select 1 from "posts" p join "users" u on u.id = "notifications"."user_id" where p.id = "notifications"."post_id" and p.area_id = u.area_id))',
);

/** Deletes a resident's notifications about posts of an area they left. */
export async function forgetAreaNotifications(db: Database, userId: string, areaId: string): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.postId} in (select ${posts.id} from ${posts} where ${posts.areaId} = ${areaId})`,
      ),
    );
}

/** One page of a resident's notifications, newest activity first. */
export function loadNotificationPage(
  db: Database,
  userId: string,
  page: number,
  perPage: number,
): Promise<NotificationView[]> {
  return views(db)
    .where(and(eq(notifications.userId, userId), ofOwnArea))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/**
 * How many notifications a resident has, and how many unseen: the counters the notifications'
 * triggers keep (migration 0022), one row, whatever the resident's history. They count every stored
 * row, which are the listed ones: moving house deletes those of the area left.
 */
export async function countNotifications(
  db: Database,
  userId: string,
): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: notificationCounts.total, unread: notificationCounts.unread })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** The bell counts as they are in the table, for every resident with notifications. */
const countedFromRows = sql`(select user_id, count(*)::int as total, (count(*) filter (where not seen))::int as unread
  from notifications group by user_id)`;

/** Writes the bell counts recounted from the table over the stored ones; answers how many differed. */
export async function repairNotificationCounts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with counted as ${countedFromRows},
      wanted as (
        select u.id as user_id, coalesce(k.total, 0) as total, coalesce(k.unread, 0) as unread
        from users u left join counted k on k.user_id = u.id),
      fixed as (
        insert into ${notificationCounts} as c (user_id, total, unread)
        select w.user_id, w.total, w.unread from wanted w
        left join ${notificationCounts} s on s.user_id = w.user_id
        where s.user_id is null and (w.total <> 0 or w.unread <> 0)
           or s.total <> w.total or s.unread <> w.unread
        on conflict (user_id) do update set total = excluded.total, unread = excluded.unread
        returning c.user_id)
      select count(*)::int as fixed from fixed`);
    return Number((result as unknown as { rows: Array<{ fixed: number }> }).rows[0]?.fixed ?? 0);
  });
}

/** Marks one of the resident's notifications seen; false when it is not theirs (or does not exist). */
export async function markNotificationSeen(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) return false;
  await db.update(notifications).set({ seen: true }).where(eq(notifications.id, id));
  return true;
}

/** Marks every notification of the resident seen; returns how many changed. */
export async function markAllNotificationsSeen(db: Database, userId: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .returning({ id: notifications.id });
  return changed.length;
}

/** How many pending notifications one claim takes: a Segurança post leaves one per resident. */
const claimBatch = 1000;

/**
 * Which pending notifications a delivery claims: those write calls wrote (each call delivers them
 * before its answer), or the Segurança alerts a post's job wrote for its whole area (kind `post`,
 * delivered by that job after the post's answer).
 */
export type PendingScope = 'writes' | 'security alerts';

/**
 * Claims up to a batch of the notifications of a scope not yet published (committed by any
 * instance) and returns them, oldest first; the caller claims again until none is left. The claim
 * is one UPDATE skipping rows another instance is claiming, so each is published once however many
 * flush at once.
 */
export async function claimPendingNotifications(
  db: Database,
  scope: PendingScope,
): Promise<NotificationView[]> {
  const kind = scope === 'writes' ? sql`kind <> 'post'` : sql`kind = 'post'`;
  const claimed = await db
    .update(notifications)
    .set({ pending: false })
    .where(
      sql`${notifications.id} in (select id from notifications where pending and ${kind} order by id limit ${claimBatch} for update skip locked)`,
    )
    .returning({ id: notifications.id });
  if (claimed.length === 0) return [];
  return views(db)
    .where(
      inArray(
        notifications.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(notifications.updatedAt, notifications.id);
}
