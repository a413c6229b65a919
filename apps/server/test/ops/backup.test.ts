// A backup taken while residents write, restored into an empty PGlite folder (and, on the
// PostgreSQL pass, into an empty PostgreSQL database): every post and image back byte for byte.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseTarget, openDatabase } from '../../src/db/openDatabase.ts';
import { images, posts, pushKeys, pushSubscriptions, sessions, users } from '../../src/db/schema.ts';
import { saveSubscription } from '../../src/features/push/repository.ts';
import { loadVapidKeys, type VapidKeys } from '../../src/features/push/vapidKeys.ts';
import {
  backupRefusal,
  nonEmptyTables,
  RestoreRefused,
  readIdentities,
  restoreBackup,
  restoreNotice,
  writeBackup,
} from '../../src/ops/backup.ts';
import { writePostsWithImages } from '../support/postsWithImages.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'vizinhos-backup-'));

/** Every post with its image's bytes, in id order: what must come back byte for byte. */
async function postsWithImageBytes(db: Database) {
  return db
    .select({ post: posts, bytes: images.bytes, mimeType: images.mimeType, alt: images.alt })
    .from(posts)
    .leftJoin(images, eq(images.id, posts.imageId))
    .orderBy(asc(posts.id));
}

/** The empty databases a backup is restored into on this pass. */
function emptyTargets(): Array<[string, DatabaseTarget]> {
  const targets: Array<[string, DatabaseTarget]> = [
    ['an empty PGlite folder', { kind: 'pglite', dataDir: mkdtempSync(path.join(folder, 'data-')) }],
  ];
  if (process.env.DATABASE_URL)
    targets.push([
      'an empty PostgreSQL database',
      { kind: 'postgres', url: process.env.DATABASE_URL, isolated: true },
    ]);
  return targets;
}

describe('backup and restore', () => {
  let server: TestServer;
  let author: TestMember;

  beforeAll(async () => {
    server = await startTestServer({ listen: false });
    author = await server.createMember({ username: 'Fotografa' });
    await writePostsWithImages(server.db, author, 50);
  });

  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('takes a consistent snapshot while residents keep writing', async () => {
    const file = path.join(folder, 'durante.vzbackup');
    let writing = true;
    const writer = (async () => {
      let written = 0;
      while (writing) {
        await writePostsWithImages(server.db, author, 5, 8 * 1024, 5);
        written += 5;
        // As requests do, between writes: PGlite answers in microtasks, which alone would starve I/O.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return written;
    })();
    // Let some writes land before and after the snapshot starts.
    await writePostsWithImages(server.db, author, 5, 8 * 1024, 5);
    const summary = await writeBackup(server.db, file);
    writing = false;
    expect(await writer).toBeGreaterThan(0);
    expect(summary.rows).toBeGreaterThan(5_000);

    const [name, target] = emptyTargets()[0] as [string, DatabaseTarget];
    const restored = await openDatabase(target);
    try {
      await restoreBackup(restored.db, file);
      const back = await postsWithImageBytes(restored.db);
      const source = new Map((await postsWithImageBytes(server.db)).map((row) => [row.post.id, row]));
      // Every post written in batches of five with their images: a snapshot never splits one.
      expect(back.length % 5, name).toBe(0);
      expect(back.length).toBeGreaterThanOrEqual(55);
      for (const row of back) {
        expect(row.bytes, row.post.id).not.toBeNull();
        expect(row).toEqual(source.get(row.post.id));
      }
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('restores into an empty database of each engine, every post and image byte for byte', async () => {
    const file = path.join(folder, 'completo.vzbackup');
    await writeBackup(server.db, file);
    const source = await postsWithImageBytes(server.db);
    const sourceUsers = await server.db.select().from(users).orderBy(asc(users.id));
    expect(source.length).toBeGreaterThan(55);
    for (const [name, target] of emptyTargets()) {
      const restored = await openDatabase(target);
      try {
        await restoreBackup(restored.db, file);
        const back = await postsWithImageBytes(restored.db);
        expect(back.length, name).toBe(source.length);
        expect(back, name).toEqual(source);
        for (const [index, row] of back.entries())
          expect(Buffer.compare(row.bytes as Buffer, source[index]?.bytes as Buffer), name).toBe(0);
        expect(await restored.db.select().from(users).orderBy(asc(users.id)), name).toEqual(sourceUsers);
        // The foreign keys came back and hold: an image owned by nobody is refused.
        await expect(
          restored.db
            .insert(images)
            .values({ id: 'orfa', ownerId: 'ninguem', mimeType: 'image/jpeg', bytes: Buffer.from([1]) }),
        ).rejects.toThrow();
      } finally {
        await restored.close();
      }
    }
  }, 180_000);

  it('refuses a database that is not empty, naming its tables', async () => {
    expect(await nonEmptyTables(server.db)).toContain('posts');
    const file = path.join(folder, 'recusa.vzbackup');
    await writeBackup(server.db, file);
    await expect(restoreBackup(server.db, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(server.db, file)).rejects.toThrow(/não está vazio.*posts/);
  });
});

/** The backup's bytes as JSON lines: gunzipped, the way an attacker holding the file reads it. */
function plainText(file: string): string {
  return gunzipSync(readFileSync(file)).toString('utf8');
}

describe('secrets in backups', () => {
  const secretsFolder = mkdtempSync(path.join(tmpdir(), 'vizinhos-backup-secrets-'));
  let server: TestServer;
  let vapid: VapidKeys;
  const subscription = {
    endpoint: 'https://push.example.net/assinatura-da-maria',
    p256dh: 'BChaveP256dhDaMariaQueNaoPodeSairDaMaquina0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
    auth: 'segredoAuthDaMaria0123',
  };

  beforeAll(async () => {
    server = await startTestServer({ listen: false });
    const maria = await server.createMember({ username: 'Maria' });
    vapid = await loadVapidKeys(server.db);
    await saveSubscription(server.db, maria.id, subscription, new Date());
    await server.db.insert(sessions).values({
      tokenHash: 'hash-da-sessao-da-maria',
      userId: maria.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
  });

  afterAll(async () => {
    await server.close();
    rmSync(secretsFolder, { recursive: true, force: true });
  });

  it('a plain backup holds neither the VAPID private key nor any subscription secret nor sessions', async () => {
    const file = path.join(secretsFolder, 'sem-segredos.vzbackup');
    const summary = await writeBackup(server.db, file);
    expect(summary.omitted).toEqual(expect.arrayContaining(['push_keys', 'push_subscriptions', 'sessions']));
    const text = plainText(file);
    // The same file still carries the residents: the search below is in the right bytes.
    expect(text).toContain('"username":"Maria"');
    for (const secret of [vapid.privateKey, subscription.p256dh, subscription.auth, subscription.endpoint])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('hash-da-sessao-da-maria');
    expect(text).not.toContain('{"table":"rate_limits"}');

    const restored = await openDatabase({
      kind: 'pglite',
      dataDir: mkdtempSync(path.join(secretsFolder, 'data-')),
    });
    try {
      const back = await restoreBackup(restored.db, file);
      expect(back.omitted).toContain('push_subscriptions');
      expect(restoreNotice(back.omitted)).toMatch(/permitir as notificações outra vez/);
      expect(await restored.db.select().from(pushKeys)).toEqual([]);
      expect(await restored.db.select().from(users).where(eq(users.username, 'Maria'))).toHaveLength(1);
    } finally {
      await restored.close();
    }
  });

  it('an encrypted backup hides everything from whoever lacks the key, and round-trips with it', async () => {
    const identity = await generateX25519Identity();
    const recipient = await identityToRecipient(identity);
    const file = path.join(secretsFolder, 'cifrado.vzbackup');
    const summary = await writeBackup(server.db, file, { recipient });
    expect(summary.omitted).not.toContain('push_keys');
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 21).toString('latin1')).toBe('age-encryption.org/v1');
    expect(() => gunzipSync(bytes)).toThrow();
    expect(bytes.toString('latin1')).not.toContain('Maria');

    const empty = () =>
      openDatabase({ kind: 'pglite', dataDir: mkdtempSync(path.join(secretsFolder, 'data-')) });
    const refused = await empty();
    try {
      await expect(restoreBackup(refused.db, file)).rejects.toThrow(/está cifrado: defina BACKUP_IDENTITY/);
      const other = await generateX25519Identity();
      await expect(restoreBackup(refused.db, file, { identities: [other] })).rejects.toThrow(RestoreRefused);
      expect(await nonEmptyTables(refused.db)).toEqual([]);
    } finally {
      await refused.close();
    }

    const keyFile = path.join(secretsFolder, 'operador.key');
    writeFileSync(keyFile, `# created: 2026-11-29\n# public key: ${recipient}\n${identity}\n`);
    const restored = await empty();
    try {
      const back = await restoreBackup(restored.db, file, { identities: readIdentities(keyFile) });
      expect(back.omitted).toEqual(['rate_limits', 'idempotency_keys']);
      expect(restoreNotice(back.omitted)).toBeUndefined();
      // The push keys and subscriptions came back: residents' browsers keep receiving pushes.
      expect(await restored.db.select().from(pushKeys)).toEqual(await server.db.select().from(pushKeys));
      expect(await restored.db.select().from(pushSubscriptions)).toEqual(
        await server.db.select().from(pushSubscriptions),
      );
      expect(await restored.db.select().from(users).orderBy(asc(users.id))).toEqual(
        await server.db.select().from(users).orderBy(asc(users.id)),
      );
    } finally {
      await restored.close();
    }
  });

  it('refuses a plain backup in production unless asked for', () => {
    expect(backupRefusal({ production: true, recipient: null, plainAsked: false })).toMatch(
      /NODE_ENV=production.*BACKUP_RECIPIENT.*--plain/,
    );
    expect(backupRefusal({ production: true, recipient: null, plainAsked: true })).toBeUndefined();
    expect(backupRefusal({ production: true, recipient: 'age1abc', plainAsked: false })).toBeUndefined();
    expect(backupRefusal({ production: false, recipient: null, plainAsked: false })).toBeUndefined();
  });
});
