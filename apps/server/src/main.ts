import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, restrictNewFiles } from './db/openDatabase.ts';
import { compileWasmLean, releaseStartupGarbage } from './db/wasmMemory.ts';
import { listenOrigin } from './http/linkOrigin.ts';
import { createSmtpOutbox, parseSmtpUrl } from './mail/sendSmtp.ts';
import { demoLogin } from './seed/demoMembers.ts';
import { seedDemo } from './seed/seedDemo.ts';
import { seedGeography } from './seed/seedGeography.ts';

const startedAt = performance.now();
const config = loadConfig();
if (config.database.kind === 'pglite') compileWasmLean();
const database = await openDatabase(config.database);
await seedGeography(database.db);
const seeded = config.seedDemo ? await seedDemo(database.db) : null;
// Mail goes to the console unless SMTP_URL names a relay.
const print = (line: string) => console.log(line);
const outbox = config.smtpUrl
  ? createSmtpOutbox(parseSmtpUrl(config.smtpUrl, config.mailFrom), print)
  : undefined;
// Files of the data folder are the residents' data: readable by this user only.
if (config.database.kind === 'pglite') restrictNewFiles();
const { app } = await buildApp({
  db: database.db,
  ...(outbox ? { outbox } : {}),
  logger: { level: config.logLevel },
  webDist: config.webDist,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  amqpUrl: config.amqpUrl,
  mapTileHost: config.mapTileHost,
  pushHosts: config.pushHosts,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ host: config.host, port: config.port });
if (database.engine === 'pglite') releaseStartupGarbage();
app.log.info(
  {
    engine: database.engine,
    webApp: config.webDist !== null,
    readyMs: Math.round(performance.now() - startedAt),
  },
  `Vizinhos em ${address}`,
);
const demoLine = config.seedDemo
  ? `\nLogin de demonstração: usuário "${demoLogin.username}", senha "${demoLogin.password}"${seeded ? ' (dados de demonstração criados agora)' : ''}`
  : '';
const linkLine = config.publicUrl
  ? `\nLinks nos emails: ${new URL(config.publicUrl).origin} (PUBLIC_URL)`
  : `\nLinks nos emails: ${listenOrigin(app.server.address())} (PUBLIC_URL não definido: o endereço em que o servidor escuta)`;
console.log(`\nVizinhos: ${address}${linkLine}${demoLine}\n`);
