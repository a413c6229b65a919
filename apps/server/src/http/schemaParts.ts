// TypeBox pieces several features validate or describe with, kept once so they cannot drift apart.
// A route schema is a TypeBox schema: Fastify validates with it, handlers read `Static<>` of it
// (featureRoutes.ts), and the OpenAPI document at /api/v1/openapi.json is generated from it.
import { type Static, type TSchema, Type } from 'typebox';

/** A string field of at most `max` characters. */
export const textSchema = (max: number) => Type.String({ maxLength: max });

/**
 * `schema` or null, written as JSON Schema's `type: [..., 'null']` (not an `anyOf`), so Ajv's
 * coercion and the document read as they did before TypeBox.
 */
export function nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** Path parameters, each a non-empty id of at most 64 characters. */
export function idParams<const Names extends readonly string[]>(...names: Names) {
  const id = Type.String({ minLength: 1, maxLength: 64, examples: ['64b000000000000000000001'] });
  return Type.Object(
    Object.fromEntries(names.map((name) => [name, id])) as { [Name in Names[number]]: typeof id },
  );
}

/** A `{ $oid }` id as the wire carries it. */
export const oidSchema = Type.Object({ $oid: Type.String() });

/** The `{ ok: true }` answer of calls whose body the client does not read. */
export const okResponse = Type.Object({ ok: Type.Literal(true) });

/**
 * That answer, typed by its schema: a handler returns `okAnswer`, since a fresh `{ ok: true }`
 * returned to Fastify's route types widens to `{ ok: boolean }`, which the schema does not allow.
 */
export const okAnswer: Readonly<Static<typeof okResponse>> = { ok: true };

/**
 * A 200 answer that is a file rather than JSON, documented under its media type: a text file is a
 * string, an image its bytes. Fastify sends a string or a buffer with its own content type as it
 * is, so these schemas type the handler's answer and the document, and never reshape the file.
 */
export const fileAnswers = {
  /** An iCalendar file (RFC 5545). */
  calendar: { content: { 'text/calendar': { schema: Type.String() } } },
  /** An image's bytes, in whichever image type it was stored. */
  image: {
    content: { 'image/*': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
  },
} as const;

/** The `meta` of a page answered by page number. */
export const pageMeta = Type.Object({ page: Type.Integer(), per_page: Type.Integer() });

/**
 * Every refusal body the server sends: `error` (with an optional `code`), the signup's
 * `validationError` and `requires_area_search`, or login.json's and the reset's `errors` list.
 */
const errorResponse = Type.Object(
  {
    error: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
    validationError: Type.Optional(Type.String()),
    requires_area_search: Type.Optional(Type.Boolean()),
    errors: Type.Optional(Type.Array(Type.String())),
  },
  { title: 'Error', examples: [{ error: 'Postagem não encontrada.' }] },
);

/** Response schemas shared by every route: any 4xx or 5xx answers with an error body. */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;
