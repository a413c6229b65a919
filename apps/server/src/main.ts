import { buildApp } from './app.ts';
import { demoDataProblem, loadConfig, startProblem } from './config.ts';
import { openDatabase, restrictNewFiles } from './db/openDatabase.ts';
import { compileWasmLean, releaseStartupGarbage } from './db/wasmMemory.ts';
import { listenOrigin } from './http/linkOrigin.ts';
import { createSmtpOutbox, parseSmtpUrl } from './mail/sendSmtp.ts';
import { openControlSocket } from './ops/controlSocket.ts';
import { stopOnSignals } from './ops/shutdown.ts';
import { demoLogin } from './seed/demoMembers.ts';
import { hasDemoResidents, seedDemo } from './seed/seedDemo.ts';
import { seedGeography } from './seed/seedGeography.ts';
import { isNewPgliteFolder, seedNewFolder } from './seed/seedNewFolder.ts';

const startedAt = performance.now();
// Production refuses to start without what a real area needs, and any mode with a setting that
// would expose it (demo data on an address others reach), in one line naming the setting.
const problem = startProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const config = loadConfig();
if (config.database.kind === 'pglite') compileWasmLean();
// A new PGlite folder is made and seeded by a child process, whose memory goes when it ends.
const seededNow =
  config.database.kind === 'pglite' && isNewPgliteFolder(config.database)
    ? await seedNewFolder(config.database.dataDir, config.seedDemo)
    : null;
const database = await openDatabase(config.database);
// Demo residents seeded by an earlier start are as exposed as new ones (SEED_DEMO=0 seeds none).
const demoProblem = config.production
  ? null
  : demoDataProblem(config.host, await hasDemoResidents(database.db));
if (demoProblem) {
  console.error(demoProblem);
  await database.close();
  process.exit(1);
}
await seedGeography(database.db);
const seeded = seededNow ?? (config.seedDemo ? (await seedDemo(database.db)) !== null : false);
// Mail goes to the console (and the local mailbox) unless SMTP_URL names a relay; production
// always has one (productionProblem), so it never serves the mailbox.
let print = (line: string) => console.log(line);
const outbox = config.smtpUrl
  ? createSmtpOutbox(parseSmtpUrl(config.smtpUrl, config.mailFrom), (line) => print(line))
  : undefined;
// Files of the data folder are the residents' data: readable by this user only.
if (config.database.kind === 'pglite') restrictNewFiles();
const {
  app,
  outbox: appOutbox,
  reads,
  sessions,
} = await buildApp({
  db: database.db,
  ...(outbox ? { outbox } : {}),
  // pino's JSON lines on stdout, in production and in development alike.
  logger: { level: config.logLevel },
  webDist: config.webDist,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  signupLimit: config.signupLimit,
  amqpUrl: config.amqpUrl,
  mapTileHost: config.mapTileHost,
  pushHosts: config.pushHosts,
  metricsToken: config.metricsToken,
  overload: config.overload,
  runJobs: true,
  ...(database.poolStats ? { poolStats: database.poolStats } : {}),
});
if (config.production) print = (line) => app.log.info(line);
// PGlite is one process's: backups and admin commands reach it through this socket while it runs.
const control =
  config.database.kind === 'pglite' && config.database.dataDir !== ':memory:'
    ? await openControlSocket(
        config.database.dataDir,
        database.db,
        app.log,
        () => ({
          outbox: appOutbox,
          sessions,
          linkOrigin: config.publicUrl
            ? new URL(config.publicUrl).origin
            : listenOrigin(app.server.address()),
        }),
        () => reads.clear(),
      )
    : null;
stopOnSignals(app, [async () => control?.close(), () => database.close()]);

const address = await app.listen({ host: config.host, port: config.port });
if (database.engine === 'pglite') releaseStartupGarbage();
const readyMs = Math.round(performance.now() - startedAt);
app.log.info(
  { engine: database.engine, webApp: config.webDist !== null, production: config.production, readyMs },
  `Vizinhos em ${address}`,
);
if (!config.production) {
  const demoLine = config.seedDemo
    ? `\nLogin de demonstração: usuário "${demoLogin.username}", senha "${demoLogin.password}"${seeded ? ' (dados de demonstração criados agora)' : ''}`
    : '';
  const linkLine = config.publicUrl
    ? `\nLinks nos emails: ${new URL(config.publicUrl).origin} (PUBLIC_URL)`
    : `\nLinks nos emails: ${listenOrigin(app.server.address())} (PUBLIC_URL não definido: o endereço em que o servidor escuta)`;
  console.log(`\nVizinhos: ${address}${linkLine}${demoLine}\n`);
}
