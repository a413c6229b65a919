import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateText } from './truncateText.ts';

describe('truncateText', () => {
  it.each([
    ['spec: Business constants and limits: at the limit, unchanged', 'abcde', 5, 'abcde'],
    ['spec: Business constants and limits: over the limit, cut and "..."', 'abcdef', 5, 'abcde...'],
    ['spec: Business constants and limits: empty', '', 5, ''],
    ['spec: Business constants and limits: never splits an emoji', '😀😀😀', 2, '😀😀...'],
  ])('%s', (_name, text, limit, cut) => {
    expect(truncateText(text, limit)).toBe(cut);
  });

  it('invariant: the result is the text itself or a prefix of it plus "..."', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(60), (text, limit) => {
        const cut = truncateText(text, limit);
        if (cut === text) expect(Array.from(text).length).toBeLessThanOrEqual(limit);
        else {
          expect(cut.endsWith('...')).toBe(true);
          expect(text.startsWith(cut.slice(0, -3))).toBe(true);
          expect(Array.from(cut).length).toBe(limit + 3);
        }
      }),
    );
  });
});
