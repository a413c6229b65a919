// The control socket of a running server on PGlite: PGlite belongs to one process, so `pnpm backup`
// and `pnpm admin` ask the server itself while it runs. A Unix socket in DATA_DIR, its owner's only.
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/openDatabase.ts';
import { type AdminContext, AdminRefused, runAdmin } from './admin.ts';
import { writeBackup } from './backup.ts';

/** Its name inside DATA_DIR. */
export const controlSocketName = 'vizinhos-control.sock';

/** A request over the socket, one JSON line; the answer is one JSON line too. */
export type ControlRequest =
  | { command: 'backup'; file: string; recipient?: string | null }
  | { command: 'admin'; args: string[] };
export type ControlAnswer = { ok: true; output: string } | { ok: false; error: string };

/** Serves the control socket; close() removes it. */
export async function openControlSocket(
  dataDir: string,
  db: Database,
  log: FastifyBaseLogger,
  admin: () => Omit<AdminContext, 'db'>,
  /** Runs after every admin command (the read cache forgets what the command may have changed). */
  afterAdmin: () => Promise<void> = async () => {},
): Promise<{ close(): Promise<void> }> {
  const file = path.join(dataDir, controlSocketName);
  // A socket left by a crash: no server answers on it any more (this process owns DATA_DIR now).
  rmSync(file, { force: true });
  const answer = async (request: ControlRequest): Promise<ControlAnswer> => {
    if (request.command === 'backup') {
      const started = performance.now();
      const summary = await writeBackup(db, request.file, { recipient: request.recipient });
      const ms = Math.round(performance.now() - started);
      log.info({ ...summary, ms }, 'backup written');
      return { ok: true, output: `${summary.tables} tabelas, ${summary.rows} linhas em ${ms} ms` };
    }
    if (request.command === 'admin') {
      try {
        return { ok: true, output: await runAdmin({ db, ...admin() }, request.args) };
      } finally {
        await afterAdmin();
      }
    }
    return { ok: false, error: 'comando desconhecido' };
  };
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const line = buffer.slice(0, end);
      buffer = '';
      void (async () => {
        let reply: ControlAnswer;
        try {
          reply = await answer(JSON.parse(line) as ControlRequest);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (!(error instanceof AdminRefused)) log.warn({ err: error }, 'control command failed');
          reply = { ok: false, error: message };
        }
        socket.end(`${JSON.stringify(reply)}\n`);
      })();
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, resolve));
  chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(file, { force: true });
      }),
  };
}

/**
 * Sends one request to the server running on DATA_DIR; null when none is running there (no socket,
 * or a stale one nobody listens on), so the caller may open the database itself.
 */
export function askRunningServer(dataDir: string, request: ControlRequest): Promise<ControlAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path.join(dataDir, controlSocketName));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as ControlAnswer);
      } catch (error) {
        reject(error);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
