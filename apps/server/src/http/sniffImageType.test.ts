import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniffImageType.ts';

const pad = (head: number[], size = 32) =>
  Uint8Array.from([...head, ...new Array(size - head.length).fill(0)]);

describe('sniffImageType (uploads checked by their bytes)', () => {
  it.each([
    ['PNG', pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['JPEG', pad([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['GIF87a', pad([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]), 'image/gif'],
    ['GIF89a', pad([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), 'image/gif'],
    ['WebP', pad([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]), 'image/webp'],
    [
      'RIFF that is not WebP (a WAV)',
      pad([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]),
      null,
    ],
    [
      'a PNG header alone, truncated',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      null,
    ],
    [
      'an HTML page named avatar.png',
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      null,
    ],
    ['empty', new Uint8Array(), null],
  ])('%s → %s', (_name, bytes, expected) => {
    expect(sniffImageType(bytes)).toBe(expected);
  });

  it('invariant: text never passes as an image', () => {
    fc.assert(fc.property(fc.string(), (text) => sniffImageType(new TextEncoder().encode(text)) === null));
  });
});
