import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportHidesPost } from './reportTrust.ts';

describe('reportHidesPost (spec 3: Business constants and limits)', () => {
  it.each([
    ['a new reporter', 0, 0, true],
    ['two rejected', 2, 0, true],
    ['three rejected, none upheld', 3, 0, false],
    ['three rejected, three upheld', 3, 3, true],
    ['five rejected, four upheld', 5, 4, false],
  ])('%s', (_name, rejected, upheld, expected) => {
    expect(reportHidesPost({ rejected, upheld })).toBe(expected);
  });

  it('more upheld than rejected always hides', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (rejected, extra) => {
        expect(reportHidesPost({ rejected, upheld: rejected + extra })).toBe(true);
      }),
    );
  });
});
