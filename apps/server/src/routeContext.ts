import type { LoginThrottle } from './auth/loginThrottle.ts';
import type { Database } from './db/openDatabase.ts';
import type { Outbox } from './mail/outbox.ts';

/** What every route module receives from buildApp. */
export type RouteContext = {
  db: Database;
  outbox: Outbox;
  /** Failed sign-ins per login name. */
  loginThrottle: LoginThrottle;
  /** Failed sign-ins per client address (a looser limit). */
  addressThrottle: LoginThrottle;
  /** The current time; injectable so expiry can be tested. */
  now: () => Date;
  /** Fixed public origin for links and CSRF, or null to use the request's own. */
  publicUrl: string | null;
};
