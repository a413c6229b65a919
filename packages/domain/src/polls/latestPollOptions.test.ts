import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PollOptionId } from '../common/index.ts';
import { latestPollOptions } from './latestPollOptions.ts';
import type { PollOption } from './normalizePollOption.ts';

function options(counts: readonly number[], chosen?: number): PollOption[] {
  return counts.map((count, index) => ({
    id: `option-${index}` as PollOptionId,
    label: `Opção ${index}`,
    count,
    isUserResponse: index === chosen,
    responderIds: [],
  }));
}

const counts = (list: readonly PollOption[]) => list.map((option) => option.count);

describe('latestPollOptions', () => {
  it.each([
    { name: 'no live update: the post’s own options', post: [2, 1], live: undefined, shown: [2, 1] },
    { name: 'a live update with more answers wins', post: [2, 1], live: [3, 1], shown: [3, 1] },
    { name: 'an equal total takes the live one', post: [2, 1], live: [1, 2], shown: [1, 2] },
    { name: 'an older live update loses to a fresher post', post: [4, 1], live: [3, 1], shown: [4, 1] },
  ])('$name', ({ post, live, shown }) => {
    expect(counts(latestPollOptions(options(post), live ? options(live) : undefined))).toEqual(shown);
  });

  it('keeps the reader’s choice when the broadcast does not carry it', () => {
    const shown = latestPollOptions(options([1, 0], 0), options([1, 1]));
    expect(shown.map((option) => option.isUserResponse)).toEqual([true, false]);
  });

  it('keeps the reader’s choice the live answer brought', () => {
    const shown = latestPollOptions(options([0, 0]), options([0, 1], 1));
    expect(shown.map((option) => option.isUserResponse)).toEqual([false, true]);
  });

  it('never shows fewer answers than either side has', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(50), { minLength: 2, maxLength: 5 }),
        fc.array(fc.nat(50), { minLength: 2, maxLength: 5 }),
        (a, b) => {
          const shown = latestPollOptions(options(a), options(b));
          const sum = (list: readonly number[]) => list.reduce((x, y) => x + y, 0);
          expect(sum(counts(shown))).toBe(Math.max(sum(a), sum(b)));
        },
      ),
    );
  });
});
