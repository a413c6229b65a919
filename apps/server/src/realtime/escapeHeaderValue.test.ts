import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHeaderValue, unescapeHeaderValue } from './escapeHeaderValue.ts';

describe('escapeHeaderValue (STOMP 1.2 "Value Encoding")', () => {
  it.each([
    ['a:b', 'a\\cb'],
    ['linha\nnova', 'linha\\nnova'],
    ['cr\rx', 'cr\\rx'],
    ['barra\\', 'barra\\\\'],
    ['São Paulo ç 🏠', 'São Paulo ç 🏠'],
  ])('escapes %j as %j', (raw, escaped) => {
    expect(escapeHeaderValue(raw)).toBe(escaped);
    expect(unescapeHeaderValue(escaped)).toBe(raw);
  });

  it.each(['\\t', 'fim\\', '\\x41'])('refuses the undefined escape %j', (text) => {
    expect(unescapeHeaderValue(text)).toBeNull();
  });

  it('invariant: unescape undoes escape for every string', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (text) => unescapeHeaderValue(escapeHeaderValue(text)) === text,
      ),
    );
  });

  it('invariant: an escaped value never holds a raw colon, CR or LF', () => {
    fc.assert(fc.property(fc.string(), (text) => !/[:\r\n]/.test(escapeHeaderValue(text))));
  });
});
