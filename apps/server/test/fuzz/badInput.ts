// Generators of bad input for the route fuzz suite: junk values, wrong types, unicode edge cases,
// huge strings, broken bodies of every content type the server parses, and junk ids.
import fc from 'fast-check';

/** Strings that have broken servers before: control and surrogate code points, RTL, injections, numbers. */
const edgeText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\u202E\u0644\u0627',
  '\u200B\u200D\uFEFF',
  '🏘️👩‍👩‍👧',
  'a\u0301\u0301\u0301',
  'İıßẞ',
  '\r\n\t',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '{"$oid":"x"}',
  'null',
  'NaN',
  '-1',
  '0',
  '1e309',
  '-99999999999999999999',
  '0x10',
  'true',
);

/** Long strings, past every field limit (and past the analyser's). */
const hugeText = fc
  .constantFrom(300, 5_000, 70_000)
  .chain((n) => fc.constantFrom('á'.repeat(n), 'x'.repeat(n), '🏘'.repeat(Math.ceil(n / 2))));

/** Any text: generated (full unicode), an edge case or huge. */
export const junkText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: edgeText },
  { weight: 1, arbitrary: hugeText },
);

/** A JSON value of any shape, nested a few levels. */
const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkText,
    fc.integer(),
    fc.constantFrom(-1, 0, 1.5, 1e21, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(junkText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Every property name a schema mentions, at any depth (body, query, params, nested objects). */
export function schemaKeys(schema: unknown, into = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return into;
  const properties = (schema as { properties?: Record<string, unknown> }).properties;
  for (const [key, value] of Object.entries(properties ?? {})) {
    into.add(key);
    schemaKeys(value, into);
  }
  for (const part of ['body', 'querystring', 'params', 'items'])
    schemaKeys((schema as Record<string, unknown>)[part], into);
  return into;
}

/** An object with some of the schema's keys (wrong values), some left out, and extra junk keys. */
function junkObject(keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = keys.length ? fc.subarray(keys) : fc.constant([] as string[]);
  return fc
    .tuple(
      known,
      fc.array(junkValue, { minLength: keys.length, maxLength: keys.length }),
      fc.dictionary(junkText, junkValue, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([chosen, values, extra, nest]) => {
      const object: Record<string, unknown> = { ...extra };
      chosen.forEach((key, index) => {
        object[key] = values[index];
      });
      return nest ? { user: object } : object;
    });
}

/** A request body with its content type, well-formed or not. */
export type BadBody = { contentType?: string; payload?: string | Buffer };

const boundary = 'fuzzBoundary7MA4YWxk';
const multipart = (parts: Array<[string, string | Buffer, boolean]>) =>
  Buffer.concat([
    ...parts.flatMap(([name, value, asFile]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"${asFile ? '; filename="a.png"\r\nContent-Type: image/png' : ''}\r\n\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Percent-encodes any text; a lone surrogate becomes an invalid UTF-8 sequence, as a client could send. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** Bodies for a route whose schema mentions `keys`. */
export function badBody(keys: string[]): fc.Arbitrary<BadBody> {
  const anyKey = keys.length
    ? fc.oneof(fc.constantFrom(...keys, 'user[avatar]', 'user[username]'), junkText)
    : junkText;
  return fc.oneof(
    junkObject(keys).map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) })),
    junkValue.map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
    fc
      .constantFrom(
        '{',
        '{"user":',
        '[1,2',
        'nul',
        '{"a":1}}',
        '\u0000',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{}}}',
      )
      .map((payload) => ({ contentType: 'application/json', payload })),
    fc.array(fc.tuple(anyKey, junkValue), { maxLength: 4 }).map((pairs) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: pairs.map(([key, value]) => `${encode(key)}=${encode(text(value))}`).join('&'),
    })),
    fc
      .array(
        fc.tuple(anyKey, fc.oneof(junkText, fc.uint8Array({ maxLength: 64 }).map(Buffer.from)), fc.boolean()),
        { maxLength: 3 },
      )
      .map((parts) => ({
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: multipart(parts),
      })),
    fc
      .tuple(
        fc.constantFrom(
          `multipart/form-data; boundary=${boundary}`,
          'multipart/form-data',
          'multipart/form-data; boundary=',
        ),
        fc.constantFrom(
          `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\ntexto`,
          `--${boundary}\r\n\r\n\r\n--${boundary}--`,
          `--other\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--other--\r\n`,
          'not multipart at all',
        ),
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/json; charset=utf-16',
          'image/png',
          'x/y',
          '',
        ),
        junkText,
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
    fc.constant({ payload: 'no content type' }),
    fc.constant({}),
  );
}

/** A query string with the schema's keys and others, repeated and bracketed keys included. */
export function badQuery(keys: string[]): fc.Arbitrary<string> {
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), junkText, fc.constantFrom('a[b][c]', 'page[]'))
    : junkText;
  return fc
    .array(fc.tuple(key, fc.oneof(junkValue, fc.constantFrom('-1', '0', '1e309', '99999999999', '2.5'))), {
      maxLength: 5,
    })
    .map((pairs) => pairs.map(([name, value]) => `${encode(name)}=${encode(text(value))}`).join('&'));
}
