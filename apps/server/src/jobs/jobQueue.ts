// The one job mechanism of the server: scheduled work in the `jobs` table, shared by every instance
// on one database. A job's id is its key (a period, a conversation's quarter hour): scheduling the
// same key twice does nothing, and a done job is kept, so a key never runs twice. An instance claims
// one due job at a time with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so two instances
// never run one job together; a job whose instance died is claimed again once its lease ends. A
// failure is retried with exponential back-off. Work a write must not lose but its answer must not
// wait for (a Segurança post's area notified) is scheduled in the write's own transaction
// (`scheduleJob`) and run right after the answer by `runNow`; the minute's turn is the safety net.
// The same SQL runs on PGlite (one instance) and PostgreSQL. What must happen once per resident (a
// mail) is guarded again by its own unique row (`mail_sent`), since a lease that ran out mid-job
// could let a second instance start it again.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { jobs } from '../db/schema.ts';

/** A job as its handler receives it. */
type Job = { id: string; name: string; data: Record<string, unknown>; attempts: number };

/** Runs one job; throwing retries it later. `queue` lets it schedule more work (a digest's areas). */
export type JobHandler = (job: Job, queue: JobQueue) => Promise<void>;

/** What the app schedules and how it runs due jobs. */
export type JobQueue = {
  /** Schedules a job under its key, to run from `runAt`; nothing when the key is already known. */
  schedule(job: { id: string; name: string; data?: Record<string, unknown>; runAt: Date }): Promise<boolean>;
  /** Claims and runs due jobs one by one until none is due; answers how many ran. */
  runDue(): Promise<number>;
  /**
   * Claims the job of this key now, whatever its time, when it is neither done nor held by another
   * instance, and runs it as runDue would (the same retries): work an answer has just scheduled
   * starts after the answer instead of at the next minute's turn. False when it was not claimed.
   */
  runNow(id: string): Promise<boolean>;
  /** Finished jobs older than `before` are forgotten (the daily prune). */
  prune(before: Date): Promise<void>;
};

/** Figures of this instance's jobs for GET /metrics. */
export const jobStats = { done: 0, failed: 0, givenUp: 0 };

/** How long a claimed job is this instance's before another may take it over. */
const leaseMs = 10 * 60_000;
/** Attempts before a job is given up: back-off 1, 2, 4 ... 128 minutes, about four hours in all. */
const maxAttempts = 8;

type Row = { id: string; name: string; data: unknown; attempts: number };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Schedules a job in the caller's transaction (`db` may be one): the job exists exactly when the
 * write that needs it commits. Nothing when its key is already known.
 */
export async function scheduleJob(
  db: Database,
  { id, name, data = {}, runAt }: { id: string; name: string; data?: Record<string, unknown>; runAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ id, name, data, runAt })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/** The queue of one app: its handlers by job name, its clock and its log. */
export function createJobQueue(options: {
  db: Database;
  now: () => Date;
  handlers: Record<string, JobHandler>;
  warn: (message: string, error: unknown) => void;
}): JobQueue {
  const { db, now, handlers } = options;

  const claim = async (only?: string): Promise<Row | undefined> => {
    const at = now();
    const until = new Date(at.getTime() + leaseMs);
    const which = only === undefined ? sql`run_at <= ${at.toISOString()}` : sql`id = ${only}`;
    const result = await db.execute(sql`
      update jobs set locked_until = ${until.toISOString()}, attempts = attempts + 1
      where id = (
        select id from jobs
        where done_at is null and ${which}
          and (locked_until is null or locked_until < ${at.toISOString()})
        order by run_at, id limit 1
        for update skip locked)
      returning id, name, data, attempts`);
    return rowsOf(result)[0];
  };

  const run = async (row: Row): Promise<void> => {
    const handler = handlers[row.name];
    const job: Job = {
      id: row.id,
      name: row.name,
      data: (row.data ?? {}) as Record<string, unknown>,
      attempts: row.attempts,
    };
    try {
      if (!handler) throw new Error(`no handler for job ${row.name}`);
      await handler(job, queue);
      jobStats.done++;
      await db.update(jobs).set({ doneAt: now(), lockedUntil: null }).where(eq(jobs.id, row.id));
    } catch (error) {
      jobStats.failed++;
      options.warn(`job ${row.id} failed (attempt ${row.attempts})`, error);
      const givenUp = row.attempts >= maxAttempts;
      if (givenUp) jobStats.givenUp++;
      const retryAt = new Date(now().getTime() + 60_000 * 2 ** (row.attempts - 1));
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: String(error).slice(0, 2000),
          ...(givenUp ? { doneAt: now() } : { runAt: retryAt }),
        })
        .where(eq(jobs.id, row.id));
    }
  };

  const queue: JobQueue = {
    schedule: (job) => scheduleJob(db, job),

    async runDue() {
      let ran = 0;
      for (let row = await claim(); row; row = await claim()) {
        ran++;
        await run(row);
      }
      return ran;
    },

    async runNow(id) {
      const row = await claim(id);
      if (row) await run(row);
      return row !== undefined;
    },

    async prune(before) {
      await db
        .delete(jobs)
        .where(and(lt(jobs.doneAt, before), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, before))));
    },
  };
  return queue;
}
