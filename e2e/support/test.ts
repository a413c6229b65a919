// The `test` every journey imports: Playwright's, plus
// - the app each worker's journeys use (`baseURL`): a server of the worker's own, started as the
//   README's `pnpm start` starts it (on the build the test command made), with a fresh data folder.
//   Two workers run side by side, and each resident's write limits count on their own server, so
//   journeys of two workers never spend each other's limits;
// - an automatic check that no page of the test broke the Content-Security-Policy. Each browser
//   context reports its pages' `securitypolicyviolation` events through a binding, and the test
//   fails at its end if any came.
import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';

/** One `securitypolicyviolation` event, as the browser reported it. */
type CspViolation = { directive: string; blocked: string; source: string; sample: string };

type CspFixtures = {
  /** Every CSP violation seen so far in this test's contexts (the test fails at its end if any). */
  cspViolations: CspViolation[];
  /** A new browser context whose pages are checked the same way (for journeys with several residents). */
  openContext: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;
};

/** Reports every CSP violation of the context's pages into `into`, from before any page script runs. */
async function watchCsp(context: BrowserContext, into: CspViolation[]): Promise<void> {
  await context.exposeBinding('__vizinhosCspViolation', (_source, violation: CspViolation) => {
    into.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __vizinhosCspViolation: (v: object) => void })
      .__vizinhosCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
}

/** The `openContext` fixture: a new checked browser context. */
export type OpenContext = CspFixtures['openContext'];

type WorkerFixtures = {
  /** The worker's own app server, shared by the journeys the worker runs one after another. */
  appServer: ServerProcess;
};

export const test = base.extend<CspFixtures, WorkerFixtures>({
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const server = await startServerProcess('pnpm-start');
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await watchCsp(context, violations);
      await use(violations);
      expect(violations, 'no Content-Security-Policy violation in any page of the test').toEqual([]);
    },
    { auto: true },
  ],
  openContext: async ({ browser, cspViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await watchCsp(context, cspViolations);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect };
