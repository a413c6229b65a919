import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/openDatabase.ts';
import { pushKeys } from '../../db/schema.ts';

/** The server's VAPID key pair (base64url), the identity push services know its pushes by. */
export type VapidKeys = { publicKey: string; privateKey: string };

const row = 'vapid';

/**
 * The VAPID keys, made on first start and kept in the database, so browsers' subscriptions stay
 * valid across restarts and instances. Two instances starting at once keep whichever pair was first.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const read = () =>
    db
      .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
      .from(pushKeys)
      .where(eq(pushKeys.id, row));
  const [stored] = await read();
  if (stored) return stored;
  await db
    .insert(pushKeys)
    .values({ id: row, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [kept] = await read();
  if (!kept) throw new Error('VAPID keys were not stored');
  return kept;
}
