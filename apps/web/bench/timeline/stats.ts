// Small helpers for the timeline bench's figures.

/** The value at quantile `q` (0..1) of `values`, nearest rank; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** `value` rounded to `digits` decimals. */
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Prints one figure as `pnpm bench` reads it: a JSON line. */
export function figure(name: string, value: number, unit: string, target?: string): void {
  console.log(JSON.stringify({ name, value, unit, ...(target ? { target } : {}) }));
}

/** Waits `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
