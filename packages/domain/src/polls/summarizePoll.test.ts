import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PollOptionId, UserId } from '../common/index.ts';
import type { PollOption } from './normalizePollOption.ts';
import { summarizePoll } from './summarizePoll.ts';

const me = 'u1' as UserId;

function option(id: string, count: number, extra: Partial<PollOption> = {}): PollOption {
  return {
    id: id as PollOptionId,
    label: `Opção ${id}`,
    count,
    isUserResponse: false,
    responderIds: [],
    ...extra,
  };
}

describe('summarizePoll', () => {
  it('spec: States and transitions: results sorted by count, with percentage and count', () => {
    const summary = summarizePoll([option('a', 1), option('b', 3), option('c', 0)], me);
    expect(summary.rows.map((row) => [row.id, row.count, row.percent])).toEqual([
      ['b', 3, 75],
      ['a', 1, 25],
      ['c', 0, 0],
    ]);
    expect(summary.totalVotes).toBe(4);
  });

  it.each<[string, PollOption[], UserId | undefined, boolean, string | undefined]>([
    [
      'spec: States and transitions: is_user_response marks the choice',
      [option('a', 1), option('b', 1, { isUserResponse: true })],
      me,
      true,
      'b',
    ],
    [
      'spec: States and transitions: a response with the user id marks the choice',
      [option('a', 1, { responderIds: [me] }), option('b', 0)],
      me,
      true,
      'a',
    ],
    [
      "spec: States and transitions: someone else's response is not mine",
      [option('a', 1, { responderIds: ['u9' as UserId] })],
      me,
      false,
      undefined,
    ],
    [
      'spec: States and transitions: an anonymous reader has not voted',
      [option('a', 1, { responderIds: [me] })],
      undefined,
      false,
      undefined,
    ],
    ['spec: States and transitions: no options, no vote', [], me, false, undefined],
  ])('%s', (_name, options, userId, hasVoted, choice) => {
    const summary = summarizePoll(options, userId);
    expect(summary.hasVoted).toBe(hasVoted);
    expect(summary.userChoiceId).toBe(choice);
    expect(summary.rows.filter((row) => row.isUserChoice).map((row) => row.id)).toEqual(
      choice === undefined ? [] : [choice],
    );
  });

  it('invariant: rows are by count, highest first, and equal counts keep the server order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { minLength: 2, maxLength: 5 }), (counts) => {
        const rows = summarizePoll(
          counts.map((count, i) => option(String(i), count)),
          me,
        ).rows;
        for (let i = 1; i < rows.length; i++) {
          const [prev, row] = [rows[i - 1]!, rows[i]!];
          expect(prev.count).toBeGreaterThanOrEqual(row.count);
          if (prev.count === row.count) expect(Number(prev.id)).toBeLessThan(Number(row.id));
        }
      }),
    );
  });

  it('invariant: the shown percentages sum to 100 or are all 0', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 2, maxLength: 5 }), (counts) => {
        const summary = summarizePoll(
          counts.map((count, i) => option(String(i), count)),
          me,
        );
        const sum = summary.rows.reduce((total, row) => total + row.percent, 0);
        expect(sum).toBe(summary.totalVotes === 0 ? 0 : 100);
      }),
    );
  });
});
