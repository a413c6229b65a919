/** A count from the wire: a finite number floored to a whole number, never below zero, else 0. */
export function readCount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.floor(value));
}
