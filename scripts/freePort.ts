// A port nothing listens on, for a Playwright web server (e2e, visual): a fixed one failed the whole
// step in under a second whenever anything else held it. Playwright loads its config in the runner
// and again in every worker, so the port is chosen once and kept in the environment the workers
// inherit.
import { execFileSync } from 'node:child_process';

const probe =
  "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/** The port in `variable` when set; otherwise a free one on 127.0.0.1, written to `variable`. */
export function freePort(variable: string): number {
  const chosen = process.env[variable];
  if (chosen) return Number(chosen);
  const port = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
  process.env[variable] = port;
  return Number(port);
}
