// `pnpm dev`: the server on 3000 (API, /ws, demo data) and Vite on 5173 proxying /api and /ws to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@vizinhos/web', 'run', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
