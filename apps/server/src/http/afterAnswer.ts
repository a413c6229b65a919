import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { AfterCommitTask } from './afterCommit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Starts `task` detached from this request, whose answer does not wait for it (a reset mail): a
     * call whose duration must not tell anything (whether an e-mail has an account) answers first
     * and does the telling part here. A failure is logged, never answered.
     */
    afterAnswer: (task: AfterCommitTask) => void;
  }
  interface FastifyInstance {
    /** Resolves once every detached task started so far has finished (tests, closing). */
    afterAnswerSettled: () => Promise<void>;
  }
}

/** The tracker of one app's detached work; closing the app waits for it. */
export const afterAnswer = fastifyPlugin(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    app.decorateRequest('afterAnswer', function start(this: FastifyRequest, { kind, run }: AfterCommitTask) {
      const log = this.log;
      const running = Promise.resolve()
        .then(run)
        .catch((error: unknown) => log.warn({ err: error, kind }, 'background work failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    });
    app.decorate('afterAnswerSettled', async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    });
    app.addHook('onClose', () => app.afterAnswerSettled());
  },
  { name: 'afterAnswer' },
);
