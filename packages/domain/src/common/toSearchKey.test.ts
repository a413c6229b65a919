import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearchKey } from './toSearchKey.ts';

describe('toSearchKey', () => {
  it.each([
    ['spec: Calls search/areas: accents and case fold', 'São Paulo', 'sao paulo'],
    ['spec: Calls search/areas: spaces collapse and trim', '  SAO   PAULO ', 'sao paulo'],
    ['spec: Calls search/areas: a decomposed tilde folds too', 'Sa\u0303o Paulo', 'sao paulo'],
    ['spec: Calls search/areas: plain text is only lowered', 'Itaquaquecetuba', 'itaquaquecetuba'],
    ['spec: Calls search/areas: several accents', 'Águas Lindas de Goiás', 'aguas lindas de goias'],
    ['spec: Calls search/areas: cedilla and hyphen', 'Embu-Guaçu', 'embu-guacu'],
    ['spec: Business constants and limits: "Seguranca" and "Segurança" meet', 'Segurança', 'seguranca'],
    [
      'spec: Business constants and limits: the key "Votaçao" and the name "Votação" meet',
      'Votação',
      'votacao',
    ],
  ])('%s: %j → %j', (_name, text, key) => {
    expect(toSearchKey(text)).toBe(key);
  });

  it('invariant: folding twice changes nothing', () => {
    fc.assert(fc.property(fc.string(), (text) => toSearchKey(toSearchKey(text)) === toSearchKey(text)));
  });

  it('invariant: a key holds no combining mark, no upper case and no edge space', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = toSearchKey(text);
        return !/\p{M}/u.test(key) && key === key.toLowerCase() && key === key.trim();
      }),
    );
  });
});
