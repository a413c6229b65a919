import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * PGlite is PostgreSQL compiled to WebAssembly, and V8 keeps two compilations of it: the baseline
 * (Liftoff) and, for hot functions, the optimised one (TurboFan), about 150 MB more resident. With
 * Liftoff only, the members query measured the same within noise on this machine (PGlite time is
 * dominated by its own executor and the copy of rows out of the WASM heap), so the server keeps the
 * memory. Call before PGlite loads; it applies to every WebAssembly module of the process.
 */
export function compileWasmLean(): void {
  setFlagsFromString('--liftoff-only');
}

/**
 * PGlite's start (its file system bundle, initdb, the migrations) leaves about 200 MB of garbage
 * buffers that V8 would collect only under pressure, so an idle server would hold them for hours.
 * One full collection once the server is ready returns them to the system.
 */
export function releaseStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
