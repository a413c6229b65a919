// JSON-schema pieces several features validate or describe with, kept once so they cannot drift apart.

/** A string field of at most `max` characters. */
export const textSchema = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** A `{ $oid }` id as the wire carries it. */
export const oidSchema = {
  type: 'object',
  required: ['$oid'],
  properties: { $oid: { type: 'string' } },
} as const;

/** The `{ ok: true }` answer of calls whose body the client does not read. */
export const okResponse = {
  type: 'object',
  required: ['ok'],
  properties: { ok: { type: 'boolean', const: true } },
} as const;

/**
 * Every refusal body the server sends: `error` (with an optional `code`), the signup's
 * `validationError` and `requires_area_search`, or login.json's and the reset's `errors` list.
 */
const errorResponse = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    code: { type: 'string' },
    validationError: { type: 'string' },
    requires_area_search: { type: 'boolean' },
    errors: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** Response schemas shared by every route: any 4xx or 5xx answers with an error body. */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;
