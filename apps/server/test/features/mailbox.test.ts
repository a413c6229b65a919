import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/openDatabase.ts';
import { mailboxPath } from '../../src/mail/mailbox.ts';
import { seedGeography } from '../../src/seed/seedGeography.ts';
import { signUp } from '../support/signUp.ts';

// Without SMTP the server keeps its mails and shows them on a local page, to this computer only.
let built: BuiltApp;
let database: { db: Database; close: () => Promise<void> };
const printed: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
  await seedGeography(database.db);
  const logger = { level: 'info', stream: { write: (line: string) => printed.push(line) } };
  built = await buildApp({ db: database.db, logger });
});
afterAll(async () => {
  await built.app.close();
  await database.close();
});

const signUpFrom = (username: string, remoteAddress = '127.0.0.1') =>
  signUp(built.app, username, { remoteAddress });

describe('the local mailbox (no SMTP configured)', () => {
  it('keeps each mail, still prints it, and tells a loopback signup where the mailbox is', async () => {
    const first = await signUpFrom('rita.primeira');
    expect(first.statusCode).toBe(201);
    expect(first.json().mailbox).toBe(mailboxPath);
    expect(printed.join('')).toContain('rita.primeira@exemplo.com.br');
    const remote = await signUpFrom('rita.remota', '203.0.113.9');
    expect(remote.statusCode).toBe(201);
    expect(remote.json().mailbox).toBeUndefined();
  });

  it('shows the mails newest first with their links clickable, to loopback clients (IPv4 and IPv6)', async () => {
    await signUpFrom('rita.segunda');
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const page = await built.app.inject({ method: 'GET', url: mailboxPath, remoteAddress });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      const body = page.body;
      expect(body).toContain('<html lang="pt-BR">');
      expect(body.indexOf('rita.segunda@')).toBeLessThan(body.indexOf('rita.primeira@'));
      const link = built.outbox.sent.at(-1)?.link ?? '';
      expect(link).toContain('token=');
      expect(body).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    }
  });

  it('refuses a loopback client that names a foreign Host (a rebound name from a web page)', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost', '[::1]:3000']) {
      const own = await built.app.inject({ method: 'GET', url: mailboxPath, headers: { host } });
      expect(own.statusCode).toBe(200);
    }
    for (const host of ['ataque.example:3000', 'localhost.ataque.example', '10.0.0.5']) {
      const foreign = await built.app.inject({ method: 'GET', url: mailboxPath, headers: { host } });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('token=');
      const one = await built.app.inject({ method: 'GET', url: `${mailboxPath}/1`, headers: { host } });
      expect(one.statusCode).toBe(404);
    }
  });

  it('shows one mail at its own address, and a missing one as a 404 page', async () => {
    const one = await built.app.inject({ method: 'GET', url: `${mailboxPath}/1` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('rita.primeira@exemplo.com.br');
    const missing = await built.app.inject({ method: 'GET', url: `${mailboxPath}/999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Email não encontrado.');
  });

  it.each([['203.0.113.9'], ['10.0.0.2'], ['::ffff:192.168.0.4']])(
    'answers 404 to %s',
    async (remoteAddress) => {
      for (const url of [mailboxPath, `${mailboxPath}/1`]) {
        const page = await built.app.inject({ method: 'GET', url, remoteAddress });
        expect(page.statusCode).toBe(404);
        expect(page.body).not.toContain('token=');
      }
    },
  );

  it('prints its address when the server starts listening', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const other = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
      const app = await buildApp({ db: other.db });
      const address = await app.app.listen({ host: '127.0.0.1', port: 0 });
      expect(print).toHaveBeenCalledWith(expect.stringContaining(`${address}${mailboxPath}`));
      await app.app.close();
      await other.close();
    } finally {
      print.mockRestore();
    }
  });
});
