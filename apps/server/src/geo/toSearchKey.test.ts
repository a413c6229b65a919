import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearchKey } from './toSearchKey.ts';

describe('toSearchKey (accent- and case-insensitive area search, doc 1 §7 search/areas)', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['  SAO   PAULO ', 'sao paulo'],
    ['Sa\u0303o Paulo', 'sao paulo'],
    ['Itaquaquecetuba', 'itaquaquecetuba'],
    ['Águas Lindas de Goiás', 'aguas lindas de goias'],
    ['Embu-Guaçu', 'embu-guacu'],
  ])('%j → %j', (text, key) => {
    expect(toSearchKey(text)).toBe(key);
  });

  it('invariant: folding twice changes nothing', () => {
    fc.assert(fc.property(fc.string(), (text) => toSearchKey(toSearchKey(text)) === toSearchKey(text)));
  });
});
