import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webAddress } from '../testing.ts';
import { normalizeImageUrl } from './normalizeImageUrl.ts';

describe('normalizeImageUrl', () => {
  it.each<[string, unknown, string | undefined]>([
    [
      'spec: Entities and their fields: a path ending in missing.png means no image',
      '/images/original/missing.png',
      undefined,
    ],
    [
      'spec: Entities and their fields: missing.png in any case means no image',
      'https://cdn.x/MISSING.PNG',
      undefined,
    ],
    [
      'spec: Entities and their fields: a value starting with // is treated as https',
      '//cdn.vizinhos.app/a.png',
      'https://cdn.vizinhos.app/a.png',
    ],
    [
      'spec: Entities and their fields: a full address stays as is',
      'https://cdn.vizinhos.app/a.png',
      'https://cdn.vizinhos.app/a.png',
    ],
    ['an empty value is no image', '   ', undefined],
    ['null is no image', null, undefined],
  ])('%s', (_name, value, expected) => {
    expect(normalizeImageUrl(value)).toBe(expected);
  });

  it('invariant: a normalised address never starts with // and never ends in missing.png', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          webAddress(),
          webAddress().map((url) => url.replace(/^https?:/, '')),
        ),
        (value) => {
          const url = normalizeImageUrl(value);
          if (url !== undefined) {
            expect(url.startsWith('//')).toBe(false);
            expect(/missing\.png$/i.test(url)).toBe(false);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('invariant: normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = normalizeImageUrl(value);
        expect(normalizeImageUrl(once)).toBe(once);
      }),
    );
  });
});
