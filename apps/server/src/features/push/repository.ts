// The SQL of Web Push: browsers' subscriptions (one per endpoint, moved to whoever subscribes it
// last) and each resident's settings.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { pushPreferences, pushSubscriptions } from '../../db/schema.ts';

/** A stored subscription: where to push and the keys to encrypt for. */
export type StoredSubscription = {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/** Stores a browser's subscription for a resident; an endpoint already known moves to this resident. */
export async function saveSubscription(
  db: Database,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
  at: Date,
): Promise<{ id: string; endpoint: string }> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({ id: createId(), userId, ...subscription, createdAt: at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: at },
    })
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint });
  return saved as { id: string; endpoint: string };
}

/** Keeps a resident's `keep` newest subscriptions and deletes the older ones (the oldest replaced). */
export async function trimSubscriptions(db: Database, userId: string, keep: number): Promise<void> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  const old = rows.slice(keep).map((row) => row.id);
  if (old.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, old));
}

/** Deletes every subscription of a resident (a password reset: a thief's browser stops hearing). */
export async function deleteUserSubscriptions(db: Database, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Deletes a resident's subscription by endpoint; false when the resident has none there. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Forgets a subscription the push service says is gone (404 or 410). */
export async function removeExpiredSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The subscriptions of these residents. */
export function loadSubscriptions(db: Database, userIds: readonly string[]): Promise<StoredSubscription[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}

/** The stored settings of these residents (raw; domain's readPushPreferences reads them). */
export async function loadStoredPreferences(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, unknown>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: pushPreferences.userId, settings: pushPreferences.settings })
    .from(pushPreferences)
    .where(inArray(pushPreferences.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, r.settings]));
}

/** Keeps a resident's settings (the wire shape). */
export async function savePreferences(
  db: Database,
  userId: string,
  settings: object,
  at: Date,
): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ userId, settings, updatedAt: at })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { settings, updatedAt: at } });
}
