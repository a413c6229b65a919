import { createHash, randomBytes } from 'node:crypto';

/** A secret for a cookie or an e-mailed link, and the hash under which the database keeps it. */
export function createToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored form of a token: a leaked table gives no usable secret. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A Mongo-like 24-hex id, so that `{ $oid }` on the wire looks like what the clients expect. */
export function createId(): string {
  return randomBytes(12).toString('hex');
}
