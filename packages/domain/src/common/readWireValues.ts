import type { WireId } from './ids.ts';

/** Something the wire names either as plain text or as an object with a name (city, state, role). */
export type WireNamed = string | { name?: string | null; _id?: WireId } | null;

// Small readers shared by every normaliser, so "absent", "null" and "blank" mean the same everywhere.

/** A non-blank text, or undefined. */
export function readText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A finite number (numeric text accepted, as coordinates sometimes arrive quoted), or undefined. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** The name of something sent as plain text or as `{ name }` (spec: Entities and their fields: city with name, state with name). */
export function readName(value: WireNamed | undefined): string | undefined {
  if (typeof value === 'string') return readText(value);
  return readText(value?.name);
}

/** Whether a value is a plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
