import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** One step taken once a write has committed: a live message, the notifications' delivery. */
export type AfterCommitTask = { kind: string; run: () => Promise<void> };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Queues a step for after this request's write: it runs once the handler has returned (its
     * transactions committed) with a success answer, before that answer leaves. A handler that
     * throws (its transaction rolled back) or answers an error runs none of its queued steps.
     */
    afterCommit: (task: AfterCommitTask) => void;
  }
  interface FastifyInstance {
    /** Adds a step every write call runs after its own queued ones (the notifications' delivery). */
    afterEveryWrite: (task: AfterCommitTask) => void;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one way a feature acts after its commit. A handler queues its steps with
 * `request.afterCommit(...)`; this plugin's onSend hook runs them one after another, in the order
 * queued, then the steps every write call takes (`app.afterEveryWrite`). The write is committed by
 * then, so a failing step is logged and never turns the resident's successful call into an error.
 * The steps run after the read cache was emptied (its plugin is registered first) and before the
 * answer is sent, so a client that hears a live message and reads again reads the write.
 */
export const afterCommit = fastifyPlugin(
  async (app: FastifyInstance) => {
    const everyWrite: AfterCommitTask[] = [];
    const queues = new WeakMap<object, AfterCommitTask[]>();
    app.decorate('afterEveryWrite', (task: AfterCommitTask) => {
      everyWrite.push(task);
    });
    app.decorateRequest('afterCommit', function queue(this: object, task: AfterCommitTask) {
      const queued = queues.get(this);
      if (queued) queued.push(task);
      else queues.set(this, [task]);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const queued = reply.statusCode < 400 ? (queues.get(request) ?? []) : [];
      queues.delete(request);
      // Every write call, whatever its answer: a rolled-back write left nothing for these to find.
      const steps = readMethods.has(request.method) ? queued : [...queued, ...everyWrite];
      for (const { kind, run } of steps) {
        try {
          await run();
        } catch (error) {
          request.log.warn({ err: error, kind }, 'after-commit step failed');
        }
      }
      return payload;
    });
  },
  { name: 'afterCommit' },
);
