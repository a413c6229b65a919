// One-click unsubscribe links (RFC 8058): a token signed with the server's key names the resident
// and the kind of mail, so the page needs no sign-in and no id can be guessed or changed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { serverSecrets } from '../db/schema.ts';

const secretName = 'unsubscribe';

/** The key unsubscribe tokens are signed with, made on first use and kept (every instance reads the same). */
export async function loadUnsubscribeKey(db: Database): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: secretName, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, secretName));
  if (!row) throw new Error('unsubscribe key missing');
  return Buffer.from(row.value, 'base64url');
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** The token of one resident's one kind of mail: `userId.kind.signature`. */
export function createUnsubscribeToken(key: Buffer, userId: string, kind: MailKind): string {
  const payload = `${Buffer.from(userId).toString('base64url')}.${kind}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The resident and kind a token names, or null when it was not signed by this server. */
export function readUnsubscribeToken(key: Buffer, token: string): { userId: string; kind: MailKind } | null {
  const [user, kind, signature, ...rest] = token.split('.');
  if (!user || !kind || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(key, `${user}.${kind}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!MAIL_KINDS.includes(kind as MailKind)) return null;
  return { userId: Buffer.from(user, 'base64url').toString('utf8'), kind: kind as MailKind };
}

/** Where the one-click unsubscribe page is served. */
export const unsubscribePath = '/cancelar-emails';
