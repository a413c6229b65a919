/** Whole units elapsed between a moment and `now`; a future moment counts as zero. */
export type Age = { minutes: number; hours: number; days: number; at: Date };

const MINUTE_MS = 60_000;

/** Parses a wire time stamp (ISO text, epoch ms or Date); undefined when it names no valid moment. */
export function parseMoment(value: string | number | Date): Date | undefined {
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/**
 * The one place where elapsed time becomes minutes, hours and days, shared by all four relative-time
 * texts (spec: Screens and routes, Business constants and limits) so their thresholds cannot drift apart.
 */
export function measureAge(now: Date | number, then: string | number | Date): Age | undefined {
  const at = parseMoment(then);
  const nowMs = new Date(now).getTime();
  if (at === undefined || Number.isNaN(nowMs)) return undefined;
  const elapsed = Math.max(0, nowMs - at.getTime());
  const minutes = Math.floor(elapsed / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  return { minutes, hours, days, at };
}
