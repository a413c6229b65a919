import type { LoginThrottle } from '../auth/loginThrottle.ts';
import type { SessionStore } from '../auth/sessionStore.ts';
import type { Database } from '../db/openDatabase.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { LivePublisher } from '../realtime/index.ts';

/** What every route module receives from buildApp. */
export type RouteContext = {
  db: Database;
  /** The session check, cached; end sessions and report changes to a user through it. */
  sessions: SessionStore;
  outbox: Outbox;
  /** Failed sign-ins per login name. */
  loginThrottle: LoginThrottle;
  /** Failed sign-ins per client address (a looser limit). */
  addressThrottle: LoginThrottle;
  /** The current time; injectable so expiry can be tested. */
  now: () => Date;
  /** Fixed public origin for links and CSRF, or null to use the request's own. */
  publicUrl: string | null;
  /** Publishes live events to STOMP subscribers (spec: Entities and their fields, States and transitions) after a change is written. */
  live: LivePublisher;
};
