import type { FastifyBaseLogger } from 'fastify';

/** Work a route starts after deciding its answer and does not wait for (a mail), tracked so tests and closing can wait. */
export type AfterAnswer = {
  /** Runs `task` detached from the request; a failure is logged, never answered. */
  run(kind: string, task: () => Promise<void>): void;
  /** Resolves once everything started so far has finished. */
  settled(): Promise<void>;
};

/**
 * The tracker of one app's detached work. A call whose duration must not tell anything (whether an
 * e-mail has an account) answers first and does the telling part here.
 */
export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(kind, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.warn({ err: error, kind }, 'background work failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
