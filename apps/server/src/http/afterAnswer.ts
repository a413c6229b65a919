import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { AfterCommitTask } from './afterCommit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs `task` once this request's answer has left (a reset mail, a Segurança post's area
     * notified), detached from it: a call whose duration must not tell anything (whether an e-mail
     * has an account) answers first and does the telling part here, and a call whose follow-up is
     * large does not make its author wait for it. A failure is logged, never answered.
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
    // A request's tasks wait for its answer to be sent: started earlier, their queries would
    // compete with the answer's own (on PGlite, one query at a time, they would come first). The
    // raw response's 'close' comes once the answer has left, or once its client has gone.
    const responses = new WeakMap<
      FastifyRequest,
      { once: (event: 'close', listener: () => void) => unknown }
    >();
    app.addHook('onRequest', async (request, reply) => {
      responses.set(request, reply.raw);
    });
    app.decorateRequest('afterAnswer', function start(this: FastifyRequest, { kind, run }: AfterCommitTask) {
      const log = this.log;
      const response = responses.get(this);
      const sent = new Promise<void>((resolve) => {
        if (!response) resolve();
        else response.once('close', () => resolve());
      });
      // Counted from now, so `afterAnswerSettled` called as soon as the answer arrives waits for it.
      const running = sent
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
