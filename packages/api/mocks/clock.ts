import { FIXED_NOW } from '@vizinhos/domain/testing';

// Every fixture is dated relative to one fixed moment, so stories and screenshots never depend on
// the real clock: pass `FIXTURE_NOW` as the `now` prop of a piece that shows relative times.

/** The moment fixtures are written against (the domain's fixed test clock). */
export const FIXTURE_NOW: Date = FIXED_NOW;

/** An ISO moment `minutes` before FIXTURE_NOW. */
export function minutesAgo(minutes: number): string {
  return new Date(FIXTURE_NOW.getTime() - minutes * 60_000).toISOString();
}

/** An ISO moment `days` after FIXTURE_NOW (events in the future). */
export function daysAhead(days: number): string {
  return new Date(FIXTURE_NOW.getTime() + days * 86_400_000).toISOString();
}
