// One backup file for the whole database, images included (they are rows of `images`), on PGlite
// and PostgreSQL alike: gzip of JSON lines, one consistent snapshot, restorable on either engine.
// Backups are copied off the machine, so a plain one holds no secret (the VAPID private key, the
// browsers' push subscriptions, sessions); one encrypted for the operator's age key keeps them.
import { once } from 'node:events';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import { Decrypter, Encrypter } from 'age-encryption';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';

/** The first line of every backup; `omitted` names the tables it left out (none in older files). */
type Header = {
  format: 'vizinhos-backup';
  version: 1;
  createdAt: string;
  migrations: string[];
  omitted?: string[];
};
/** What a backup or a restore did; `omitted`: the tables the file left out. */
export type BackupSummary = { tables: number; rows: number; bytes?: number; omitted: string[] };
/** How a backup is written: encrypted for an age recipient (`age1...`), or plain without secrets. */
export type BackupOptions = { recipient?: string | null | undefined };

/**
 * Left out of every backup: rate-limit windows last minutes and hold addresses and account names;
 * idempotency keys hold a day of write answers, kept only to answer a retry in flight. Nothing a
 * restored server needs.
 */
const neverKept = ['rate_limits', 'idempotency_keys'];
/**
 * Left out of a plain backup: the VAPID private key (whoever holds it can push to every subscribed
 * browser in the server's name), the subscriptions' endpoints and encryption keys, sessions, and the
 * key unsubscribe links are signed with (a new one is made after such a restore: the links in mails
 * sent before then answer that they are not valid and point to Configurações).
 */
const secretTables = ['push_keys', 'push_subscriptions', 'sessions', 'server_secrets'];
/** How an age file starts (the binary format; armored files are not written by this command). */
const ageMagic = 'age-encryption.org/v1';

const format = 'vizinhos-backup';
/** Rows read per FETCH, and the most JSON sent in one INSERT (images make rows large). */
const fetchRows = 500;
const insertBytes = 4 * 1024 * 1024;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rowsOf(result).map((row) => String(row.tablename));
}

async function appliedMigrations(db: Database): Promise<string[]> {
  const result = await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return rowsOf(result).map((row) => String(row.hash));
}

/**
 * Writes every table of the database to `file` (gzip of JSON lines) from one REPEATABLE READ
 * snapshot, so writes that land meanwhile are either wholly in it or wholly out. The file appears
 * under its name only when complete.
 */
export async function writeBackup(
  db: Database,
  file: string,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const omitted = options.recipient ? neverKept : [...secretTables, ...neverKept];
  // Level 1: images (most of the bytes) do not compress anyway; the hex text of bytea does, cheaply.
  const gzip = createGzip({ level: 1 });
  let encrypted: Readable = gzip;
  if (options.recipient) {
    const encrypter = new Encrypter();
    encrypter.addRecipient(options.recipient);
    encrypted = Readable.fromWeb(
      (await encrypter.encrypt(Readable.toWeb(gzip) as ReadableStream<Uint8Array>)) as WebReadableStream,
    );
  }
  const written = pipeline(encrypted, createWriteStream(partial, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let rows = 0;
  let tables = 0;
  try {
    await db.transaction(
      async (tx) => {
        const header: Header = {
          format,
          version: 1,
          createdAt: new Date().toISOString(),
          migrations: await appliedMigrations(tx),
          omitted,
        };
        await write(JSON.stringify(header));
        for (const table of await publicTables(tx)) {
          if (omitted.includes(table)) continue;
          tables++;
          await write(JSON.stringify({ table }));
          await tx.execute(
            sql.raw(
              `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quote(table)} t`,
            ),
          );
          for (;;) {
            const batch = rowsOf(await tx.execute(sql.raw(`fetch ${fetchRows} from backup_rows`)));
            for (const row of batch) await write(String(row.r));
            rows += batch.length;
            if (batch.length < fetchRows) break;
          }
          await tx.execute(sql.raw('close backup_rows'));
        }
        await write(JSON.stringify({ end: true, tables, rows }));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await written;
    renameSync(partial, file);
  } catch (error) {
    gzip.destroy();
    encrypted.destroy();
    await written.catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
  return { tables, rows, omitted };
}

/**
 * The age identities (`AGE-SECRET-KEY-...`) of BACKUP_IDENTITY: the key itself, or a file holding
 * it as `age-keygen` writes it (comment lines beside the key).
 */
export function readIdentities(value: string): string[] {
  let text = value;
  if (!/^\s*AGE-SECRET-KEY-/.test(value)) {
    try {
      text = readFileSync(value, 'utf8');
    } catch {
      throw new RestoreRefused(
        `BACKUP_IDENTITY não é uma chave age (AGE-SECRET-KEY-...) nem um arquivo legível: ${value}`,
      );
    }
  }
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-'));
}

/** Whether the file is age-encrypted (its first bytes), rather than plain gzip. */
function isEncrypted(file: string): boolean {
  const start = Buffer.alloc(ageMagic.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, start, 0, start.length, 0);
  } finally {
    closeSync(fd);
  }
  return start.toString('latin1') === ageMagic;
}

/** The backup's gzip bytes: the file itself, or what the identities decrypt of it. */
async function gzipBytes(file: string, identities: string[]): Promise<Readable> {
  if (!isEncrypted(file)) return createReadStream(file);
  if (identities.length === 0)
    throw new RestoreRefused(
      `${file} está cifrado: defina BACKUP_IDENTITY com a chave age do operador (AGE-SECRET-KEY-...) ou o arquivo que a contém`,
    );
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  try {
    const source = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return Readable.fromWeb((await decrypter.decrypt(source)) as WebReadableStream);
  } catch (error) {
    throw new RestoreRefused(
      `${file} não pôde ser decifrado com BACKUP_IDENTITY (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Tables of the database holding rows: a restore goes only into a database that has none. */
export async function nonEmptyTables(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const table of await publicTables(db)) {
    const result = await db.execute(sql.raw(`select exists (select 1 from ${quote(table)}) as any`));
    if (rowsOf(result)[0]?.any === true) found.push(table);
  }
  return found;
}

/** A restore that cannot go on, in words for the operator. */
export class RestoreRefused extends Error {}

/**
 * Refuses, before anything is opened or made, a backup the identities cannot read (encrypted, with
 * no key or the wrong one): a restore that then failed would leave a migrated DATA_DIR behind, which
 * the next try would refuse as not empty.
 */
export async function checkBackupReadable(file: string, identities: string[]): Promise<void> {
  const source = await gzipBytes(file, identities);
  source.destroy();
}

/**
 * Fills an empty, migrated database from a backup file in one transaction: the foreign keys are
 * dropped, every table loaded, the keys added back (so they are checked) and the sequences moved
 * past the loaded rows. The backup must come from the same schema (the same migrations).
 */
export async function restoreBackup(
  db: Database,
  file: string,
  options: { identities?: string[] } = {},
): Promise<BackupSummary> {
  const full = await nonEmptyTables(db);
  if (full.length > 0)
    throw new RestoreRefused(`o banco de destino não está vazio (tabelas com dados: ${full.join(', ')})`);
  const source = await gzipBytes(file, options.identities ?? []);
  const lines = createInterface({ input: source.pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? undefined : (JSON.parse(first.value) as Partial<Header>);
  if (header?.format !== format) throw new RestoreRefused(`${file} não é um backup do Vizinhos`);
  const migrations = await appliedMigrations(db);
  if (JSON.stringify(migrations) !== JSON.stringify(header.migrations))
    throw new RestoreRefused(
      `o backup é de outra versão do esquema (${header.migrations?.length} migrações; este servidor tem ${migrations.length}): restaure com a versão que o fez e atualize depois`,
    );
  let rows = 0;
  let tables = 0;
  let ended = false;
  await db.transaction(async (tx) => {
    const keys = rowsOf(
      await tx.execute(sql`
        select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`),
    );
    for (const key of keys)
      await tx.execute(sql.raw(`alter table ${key.tbl} drop constraint ${quote(String(key.conname))}`));
    // The tables' own triggers (the influence tallies' recount) are off while loading: the backup holds
    // the tallies it counted, and their pending events would forbid adding the keys back.
    const loaded = await publicTables(tx);
    for (const name of loaded) await tx.execute(sql.raw(`alter table ${quote(name)} disable trigger user`));
    let table: string | undefined;
    let batch: string[] = [];
    let batchBytes = 0;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const json = `[${batch.join(',')}]`;
      await tx.execute(
        sql`insert into ${sql.raw(quote(table))} select * from json_populate_recordset(null::${sql.raw(quote(table))}, ${json}::json)`,
      );
      rows += batch.length;
      batch = [];
      batchBytes = 0;
    };
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const line = next.value;
      if (line.startsWith('{"table":')) {
        await flush();
        table = (JSON.parse(line) as { table: string }).table;
        tables++;
      } else if (line.startsWith('{"end":')) {
        await flush();
        ended = true;
        break;
      } else {
        batch.push(line);
        batchBytes += line.length;
        if (batchBytes >= insertBytes || batch.length >= 5_000) await flush();
      }
    }
    if (!ended) throw new RestoreRefused(`${file} está incompleto (sem a linha final): nada foi restaurado`);
    for (const key of keys)
      await tx.execute(
        sql.raw(`alter table ${key.tbl} add constraint ${quote(String(key.conname))} ${key.def}`),
      );
    for (const name of loaded) await tx.execute(sql.raw(`alter table ${quote(name)} enable trigger user`));
    const sequences = rowsOf(
      await tx.execute(sql`
        select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`),
    );
    for (const { tbl, col, seq } of sequences)
      await tx.execute(
        sql.raw(
          `select setval('${String(seq)}', coalesce((select max(${quote(String(col))}) from ${quote(String(tbl))}), 0) + 1, false)`,
        ),
      );
  });
  lines.close();
  return { tables, rows, omitted: header.omitted ?? [] };
}

/**
 * What the operator tells residents after restoring a backup that left secrets out, or undefined
 * when nothing is theirs to redo.
 */
export function restoreNotice(omitted: string[]): string | undefined {
  const lines: string[] = [];
  if (omitted.includes('sessions'))
    lines.push('- todos precisam entrar de novo (as sessões não estavam no backup);');
  if (omitted.includes('push_subscriptions') || omitted.includes('push_keys'))
    lines.push(
      '- quem recebia notificações no navegador precisa permitir as notificações outra vez em Configurações (o servidor tem uma nova chave VAPID e nenhuma inscrição).',
    );
  if (lines.length === 0) return undefined;
  return ['Este backup não guarda segredos. Avise os moradores:', ...lines].join('\n');
}

/**
 * Why `pnpm backup` refuses to write, or undefined: in production a plain backup is written only
 * when asked for (`--plain` or BACKUP_PLAIN=1), so a missing BACKUP_RECIPIENT is never silent.
 */
export function backupRefusal(settings: {
  production: boolean;
  recipient: string | null;
  plainAsked: boolean;
}): string | undefined {
  if (settings.recipient || settings.plainAsked || !settings.production) return undefined;
  return 'Backup recusado (NODE_ENV=production): defina BACKUP_RECIPIENT=age1... (a chave pública age do operador) para cifrar o backup, ou peça um backup sem segredos e sem cifra com --plain (ou BACKUP_PLAIN=1)';
}
