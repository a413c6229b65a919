// STOMP 1.2 "Value Encoding": only these four sequences exist; any other escape is a fatal error.
const escapes: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const unescapes: Record<string, string> = { '\\': '\\', r: '\r', n: '\n', c: ':' };

/** Escapes a header name or value for a frame that uses escaping (all but CONNECT and CONNECTED). */
export function escapeHeaderValue(value: string): string {
  return value.replace(/[\\\r\n:]/g, (char) => escapes[char] ?? char);
}

/** Undoes escapeHeaderValue; null when the text holds an escape STOMP 1.2 does not define. */
export function unescapeHeaderValue(value: string): string | null {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = unescapes[value[index + 1] ?? ''];
    if (next === undefined) return null;
    out += next;
    index++;
  }
  return out;
}
