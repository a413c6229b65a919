/** A text field of a form or JSON body, or undefined when absent or not text (a file, a list). */
export function readFormValue(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** True when some string anywhere in the value holds a NUL, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * The name of the first field holding a number that is not finite, or undefined. Ajv coerces
 * "1e309" to Infinity and lets it through `type: integer` with a `maximum` (and JSON.parse reads
 * 1e309 as Infinity), so a page size could reach the database as Infinity.
 */
export function findNonFinite(value: unknown, name = '', depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : name || 'dados';
  if (depth > 20 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findNonFinite(item, key, depth + 1);
    if (found) return found;
  }
  return undefined;
}
