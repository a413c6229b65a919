// `pnpm backup <file>`, `pnpm restore <file>`, `pnpm admin <command> <resident>`: the operator's
// commands, with the server's own settings (DATA_DIR or DATABASE_URL, SMTP_URL, PUBLIC_URL).
// On PGlite a running server is asked through its control socket (PGlite is one process's).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { createConsoleOutbox } from '../mail/outbox.ts';
import { createSmtpOutbox, parseSmtpUrl } from '../mail/sendSmtp.ts';
import { createAmqpBus } from '../realtime/index.ts';
import { AdminRefused, adminUsage, runAdmin } from './admin.ts';
import {
  backupRefusal,
  checkBackupReadable,
  RestoreRefused,
  readIdentities,
  restoreBackup,
  restoreNotice,
  writeBackup,
} from './backup.ts';
import { askRunningServer, type ControlRequest } from './controlSocket.ts';
import { openOperatorSessions } from './operatorSessions.ts';

const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
// pnpm runs scripts from the repository root; a relative file is the operator's, from where they typed.
const here = process.env.INIT_CWD ?? process.cwd();
const fail = (line: string): never => {
  console.error(line);
  process.exit(1);
};

async function viaServer(request: ControlRequest): Promise<boolean> {
  if (config.database.kind !== 'pglite') return false;
  const answer = await askRunningServer(config.database.dataDir, request);
  if (!answer) return false;
  if (!answer.ok) fail(`Falhou (servidor em execução): ${answer.error}`);
  else console.log(answer.output);
  return true;
}

async function backup(backupArgs: string[]) {
  const plainAsked = backupArgs.includes('--plain') || config.backupPlain;
  const file = backupArgs.find((arg) => arg !== '--plain');
  if (!file) return fail('Uso: npx -y pnpm@12.21.0 backup [--plain] <arquivo>');
  const recipient = config.backupRecipient;
  const refusal = backupRefusal({ production: config.production, recipient, plainAsked });
  if (refusal) return fail(refusal);
  if (recipient && !/^age1[0-9a-z]+$/.test(recipient))
    return fail(`BACKUP_RECIPIENT não é uma chave pública age (age1...): ${recipient}`);
  const target = path.resolve(here, file);
  const kind = recipient
    ? 'cifrado para BACKUP_RECIPIENT, com os segredos'
    : 'sem cifra e sem segredos (chave VAPID, inscrições de notificações e sessões ficam de fora)';
  const started = performance.now();
  if (await viaServer({ command: 'backup', file: target, recipient }))
    return console.log(`Backup em ${target} (${kind})`);
  const database = await openDatabase(config.database);
  try {
    const summary = await writeBackup(database.db, target, { recipient });
    const ms = Math.round(performance.now() - started);
    console.log(
      `Backup em ${target} (${kind}): ${summary.tables} tabelas, ${summary.rows} linhas, ${statSync(target).size} bytes, ${ms} ms`,
    );
  } finally {
    await database.close();
  }
}

async function restore(file: string | undefined) {
  if (!file) return fail('Uso: npx -y pnpm@12.21.0 restore <arquivo>');
  const source = path.resolve(here, file);
  if (!existsSync(source)) return fail(`Arquivo não encontrado: ${source}`);
  if (config.database.kind === 'pglite') {
    const { dataDir } = config.database;
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
      return fail(
        `Restauração recusada: DATA_DIR não está vazio (${dataDir}); escolha uma pasta vazia ou nova`,
      );
  }
  let identities: string[] = [];
  try {
    identities = config.backupIdentity ? readIdentities(config.backupIdentity) : [];
    await checkBackupReadable(source, identities);
  } catch (error) {
    if (error instanceof RestoreRefused) return fail(`Restauração recusada: ${error.message}`);
    throw error;
  }
  const started = performance.now();
  const database = await openDatabase(config.database);
  try {
    const summary = await restoreBackup(database.db, source, { identities });
    const ms = Math.round(performance.now() - started);
    console.log(`Restaurado de ${source}: ${summary.tables} tabelas, ${summary.rows} linhas, ${ms} ms`);
    const notice = restoreNotice(summary.omitted);
    if (notice) console.log(notice);
  } catch (error) {
    if (error instanceof RestoreRefused) fail(`Restauração recusada: ${error.message}`);
    throw error;
  } finally {
    await database.close();
  }
}

async function admin(adminArgs: string[]) {
  if (await viaServer({ command: 'admin', args: adminArgs })) return;
  const database = await openDatabase(config.database);
  const print = (line: string) => console.log(line);
  const outbox = config.smtpUrl
    ? createSmtpOutbox(parseSmtpUrl(config.smtpUrl, config.mailFrom), print)
    : createConsoleOutbox(print);
  const linkOrigin = config.publicUrl
    ? new URL(config.publicUrl).origin
    : `http://${config.host}:${config.port}`;
  // With RabbitMQ the command joins the instances' bus, so a deactivation ends the resident's cached
  // sessions and live connections on every instance at once. Without it (one instance on PostgreSQL)
  // nothing reaches that instance: its cache trusts the deleted sessions up to 30 s more and its
  // open sockets stay until they reconnect (OPERATING.md: Admin commands).
  // Only the commands that end sessions need it, so RabbitMQ being down blocks no other command.
  const amqpUrl = adminArgs[0] === 'desativar' ? config.amqpUrl : null;
  // Refused before anything changes: a deactivation the instances never hear of would leave the
  // resident's open connections running.
  const bus = amqpUrl
    ? await openOperatorSessions(database.db, (deliver, onFailure) =>
        createAmqpBus(amqpUrl, deliver, onFailure),
      ).catch((error: unknown) =>
        fail(
          `RabbitMQ (AMQP_URL) não respondeu, nada foi desativado: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
    : null;
  try {
    console.log(
      await runAdmin(
        { db: database.db, outbox, linkOrigin, ...(bus ? { sessions: bus.sessions } : {}) },
        adminArgs,
      ),
    );
    if (!bus && adminArgs[0] === 'desativar' && config.database.kind === 'postgres')
      console.log(
        'Sem AMQP_URL: a instância em execução ainda aceita as sessões em cache por até 30 s e mantém as conexões ao vivo abertas até reconectarem; reinicie-a para encerrá-las já.',
      );
  } catch (error) {
    if (error instanceof AdminRefused) fail(error.message);
    throw error;
  } finally {
    await bus?.close();
    await database.close();
  }
}

if (command === 'backup') await backup(args);
else if (command === 'restore') await restore(args[0]);
else if (command === 'admin') await admin(args);
else fail(`Comandos: backup [--plain] <arquivo>, restore <arquivo>, admin ...\n${adminUsage}`);
