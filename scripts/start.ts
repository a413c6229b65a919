// `pnpm start`: builds the web app, then runs the server, which serves it with /api and /ws on one
// URL (default http://127.0.0.1:3000) over the embedded database with demo data.
// `--no-build` skips the build (the test runner builds once before the end-to-end tests).
import { existsSync } from 'node:fs';
import { run } from './run.ts';

if (!process.argv.includes('--no-build') || !existsSync('apps/web/dist/index.html')) {
  const built = await run('pnpm', ['--filter', '@vizinhos/web', 'run', 'build']);
  if (built !== 0) process.exit(built);
}
process.exit(await run('node', ['apps/server/src/main.ts'], {}));
