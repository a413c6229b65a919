// `pnpm admin` and `pnpm backup` against a running server on PGlite (through its control socket),
// then `pnpm restore` into an empty DATA_DIR, and its refusal of a full one.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/openDatabase.ts';
import { images, posts, users } from '../../src/db/schema.ts';
import { controlSocketName } from '../../src/ops/controlSocket.ts';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { runToEnd, type ServerProcess, seededDataDir, startServerProcess } from '../support/serverProcess.ts';

describe('the operator commands', () => {
  let server: ServerProcess;
  let dataDir: string;
  const folder = mkdtempSync(path.join(tmpdir(), 'vizinhos-operator-'));
  const backupFile = path.join(folder, 'vizinhos.backup');
  const encryptedFile = path.join(folder, 'vizinhos-cifrado.backup');

  beforeAll(async () => {
    dataDir = await seededDataDir();
    server = await startServerProcess({ DATA_DIR: dataDir });
  }, 180_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  it('makes a resident moderator through the running server, and names what it cannot find', async () => {
    expect(existsSync(path.join(dataDir, controlSocketName))).toBe(true);
    const made = await runToEnd('cli', ['admin', 'moderador', demoLogin.username], { DATA_DIR: dataDir });
    expect(made).toMatchObject({ code: 0, stdout: `${demoLogin.username} agora é Moderador.\n` });
    const missing = await runToEnd('cli', ['admin', 'fundador', 'ninguem-com-este-nome'], {
      DATA_DIR: dataDir,
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nenhum morador com usuário ou email "ninguem-com-este-nome"');
    const unknown = await runToEnd('cli', ['admin', 'promover', demoLogin.username], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('comando desconhecido: promover');
  }, 60_000);

  it('backs up while the server runs, and restores into an empty DATA_DIR only', async () => {
    const backup = await runToEnd('cli', ['backup', backupFile], { DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/tabelas, \d+ linhas/);
    expect(existsSync(backupFile)).toBe(true);
    // Encrypted for the operator's key, through the running server too.
    const identity = await generateX25519Identity();
    const encrypted = await runToEnd('cli', ['backup', encryptedFile], {
      DATA_DIR: dataDir,
      BACKUP_RECIPIENT: await identityToRecipient(identity),
    });
    expect(encrypted.code, encrypted.stderr).toBe(0);
    expect(readFileSync(encryptedFile).subarray(0, 21).toString('latin1')).toBe('age-encryption.org/v1');
    // The server still answers after it.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, controlSocketName))).toBe(false);

    const full = await runToEnd('cli', ['restore', backupFile], { DATA_DIR: dataDir });
    expect(full.code).toBe(1);
    expect(full.stderr).toContain('Restauração recusada: DATA_DIR não está vazio');

    const empty = path.join(folder, 'restaurado');
    const restore = await runToEnd('cli', ['restore', backupFile], { DATA_DIR: empty });
    expect(restore.code, restore.stderr).toBe(0);
    // The plain backup held no push subscription: the operator is told what residents must redo.
    expect(restore.stdout).toContain('permitir as notificações outra vez');

    const fromEncrypted = path.join(folder, 'restaurado-cifrado');
    const refused = await runToEnd('cli', ['restore', encryptedFile], { DATA_DIR: fromEncrypted });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('está cifrado: defina BACKUP_IDENTITY');
    // Refused before DATA_DIR was made: the next try, with the key, goes into it.
    expect(existsSync(fromEncrypted)).toBe(false);
    const decrypted = await runToEnd('cli', ['restore', encryptedFile], {
      DATA_DIR: fromEncrypted,
      BACKUP_IDENTITY: identity,
    });
    expect(decrypted.code, decrypted.stderr).toBe(0);
    expect(decrypted.stdout).not.toContain('permitir as notificações');
    const source = await openDatabase({ kind: 'pglite', dataDir });
    const restored = await openDatabase({ kind: 'pglite', dataDir: empty });
    try {
      const figures = async (db: typeof source.db) => ({
        posts: (await db.select({ n: count() }).from(posts))[0]?.n,
        images: (await db.select({ n: count() }).from(images))[0]?.n,
        imageBytes: (await db.execute(
          sql`select md5(string_agg(bytes, ''::bytea order by id)) as sum from images`,
        )) as unknown,
      });
      const before = await figures(source.db);
      expect(before.posts).toBeGreaterThan(0);
      expect(await figures(restored.db)).toEqual(before);
      const [demo] = await restored.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.username, demoLogin.username));
      expect(demo?.role).toBe('Moderador');
    } finally {
      await source.close();
      await restored.close();
    }
  }, 240_000);
});
