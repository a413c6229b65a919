import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPostHidden, isPostNoticeShown } from './isPostHidden.ts';

describe('isPostHidden', () => {
  it.each<[string, number, boolean, boolean]>([
    ['spec: States and transitions: 4 downvotes, not flagged, shown', 4, false, false],
    ['spec: States and transitions: 5 downvotes hide', 5, false, true],
    ['spec: Business constants and limits: more than 5 downvotes hide', 12, false, true],
    ['spec: States and transitions: a flagged post is hidden', 0, true, true],
  ])('%s', (_name, downvotes, isFlagged, expected) => {
    expect(isPostHidden({ downvotes, isFlagged })).toBe(expected);
  });

  it.each<[string, number, boolean, boolean, boolean]>([
    ['spec: States and transitions: a hidden post shows the notice', 5, false, false, true],
    ['spec: States and transitions: "Mostrar mesmo assim" reveals it', 5, false, true, false],
    ['spec: States and transitions: a visible post never shows the notice', 0, false, false, false],
  ])('isPostNoticeShown: %s', (_name, downvotes, isFlagged, isRevealed, expected) => {
    expect(isPostNoticeShown({ downvotes, isFlagged }, isRevealed)).toBe(expected);
  });

  it('invariant: more downvotes never un-hide a post', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.boolean(), (a, extra, isFlagged) => {
        if (isPostHidden({ downvotes: a, isFlagged }))
          expect(isPostHidden({ downvotes: a + extra, isFlagged })).toBe(true);
      }),
    );
  });

  it('invariant: a revealed post never shows the notice', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.boolean(), (downvotes, isFlagged) => {
        expect(isPostNoticeShown({ downvotes, isFlagged }, true)).toBe(false);
      }),
    );
  });
});
