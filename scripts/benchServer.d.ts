/** A running `pnpm start` server and how to stop it (its whole process group). */
export type BenchServer = {
  url: string;
  stop: () => Promise<void>;
};
/** Starts the server on the built app (build it first) and resolves once `/` answers. */
export declare function startBenchServer(timeoutMs?: number): Promise<BenchServer>;
