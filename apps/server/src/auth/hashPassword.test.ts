import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './hashPassword.ts';

describe('hashPassword / verifyPassword (scrypt)', () => {
  it('accepts the password it hashed and nothing else; salts differ', async () => {
    const first = await hashPassword('senha-forte');
    const second = await hashPassword('senha-forte');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('senha-forte', first)).toBe(true);
    expect(await verifyPassword('senha-fraca', first)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password (NFC)', async () => {
    const hash = await hashPassword('S\u00e3o Paulo');
    expect(await verifyPassword('Sa\u0303o Paulo', hash)).toBe(true);
  });

  it.each([[''], ['bcrypt$x'], ['scrypt$1$2$3'], ['scrypt$16384$8$1$c2FsdA$']])(
    'a malformed hash %j never matches',
    async (stored) => {
      expect(await verifyPassword('x', stored)).toBe(false);
    },
  );

  it('invariant: a hash never contains the password in clear', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 6, maxLength: 20 }).filter((text) => /^[a-z]+$/.test(text)),
        async (password) => {
          return !(await hashPassword(password)).includes(password);
        },
      ),
      { numRuns: 5 },
    );
  });
});
