import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Node's default cost (N=2^14, 16 MB): on two shared cores 2^15 cost ~250 ms a hash and capped sign-in
// at ~3/s under load. Each hash records its parameters, so a stronger cost can come later without
// invalidating stored hashes.
const params: ScryptOptions = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt; the result carries its own salt and cost parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * Passwords checked since the process started, each a costly scrypt: `GET /metrics` shows the count
 * (vizinhos_password_checks_total), so a guessing attack shows as the work it makes.
 */
export const passwordStats = { checks: 0 };

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  passwordStats.checks += 1;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
