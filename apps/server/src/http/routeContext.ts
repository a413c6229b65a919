import type { RateRules } from '../auth/rateRules.ts';
import type { SessionStore } from '../auth/sessionStore.ts';
import type { Database } from '../db/openDatabase.ts';
import type { PushPolicy } from '../features/push/pushEndpointPolicy.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { LivePublisher } from '../realtime/index.ts';
import type { ReadCache } from './readCache.ts';

/** How much one resident may upload: per hour, and stored in all. */
export type UploadQuota = {
  perHour: { count: number; bytes: number };
  total: { count: number; bytes: number };
};

/** What every route module receives from buildApp. */
export type RouteContext = {
  db: Database;
  /** The session check, cached; end sessions and report changes to a user through it. */
  sessions: SessionStore;
  /** The busiest reads' answers between writes (http/readCache.ts). */
  reads: ReadCache;
  outbox: Outbox;
  /** Limits of sign-in and mails, reserved in the database before the work (auth/rateLimit.ts). */
  rates: RateRules;
  /** Upload limits per resident. */
  uploadQuota: UploadQuota;
  /** The current time; injectable so expiry can be tested. */
  now: () => Date;
  /** Fixed public origin for CSRF, or null to compare with the request's own Host. */
  publicUrl: string | null;
  /** Origin of mailed links: PUBLIC_URL, else the listen address; never a request header. */
  linkOrigin: () => string;
  /** Publishes live events to STOMP subscribers (spec: Entities and their fields, States and transitions) after a change is written. */
  live: LivePublisher;
  /** The push endpoints the server accepts and posts to. */
  pushPolicy: PushPolicy;
  /** The one job queue: scheduled work every instance shares (jobs/jobQueue.ts). */
  jobs: JobQueue;
  /** The key that signs the mails' unsubscribe links, loaded once from the database. */
  unsubscribeKey: () => Promise<Buffer>;
};
