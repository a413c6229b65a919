// `pnpm start`: builds the web app, then runs the server, which serves it with /api and /ws on one
// URL (default http://127.0.0.1:3000) over the embedded database with demo data.
// `--no-build` skips the build (the test runner builds once before the end-to-end tests).
import { existsSync } from 'node:fs';
import { run } from './run.ts';

if (!process.argv.includes('--no-build') || !existsSync('apps/web/dist/index.html')) {
  const built = await run('pnpm', ['--filter', '@vizinhos/web', 'run', 'build']);
  if (built !== 0) process.exit(built);
}
// A young generation of 2 MB (V8's default grows to 16 MB a half, and keeps what it grew): about
// 150 MB less resident for the idle server; two malloc arenas (glibc makes one per thread, and the
// password hashing threads' stay grown): about 100 MB less after a burst of sign-ins; a fixed mmap
// threshold of 128 KiB (glibc raises it to the size of each large block freed, so the hashing's 16 MB
// blocks would then stay in the arenas once freed): the idle server about 40 MB less. None cost
// anything measurable at 100 connections (apps/server/bench/http.bench.ts).
process.exit(
  await run(
    'node',
    ['--max-semi-space-size=2', 'apps/server/src/main.ts'],
    {
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    },
    // SIGTERM to this process alone (a service manager, `kill`) stops the server, then this.
    { forwardStopSignals: true },
  ),
);
