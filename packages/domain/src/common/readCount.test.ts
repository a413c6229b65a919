import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCount } from './readCount.ts';
import { readVoteDirection, type VoteDirection } from './readVoteDirection.ts';

describe('readCount', () => {
  it.each<[string, unknown, number]>([
    ['spec: Entities and their fields: a count as sent', 7, 7],
    ['a missing count is 0', undefined, 0],
    ['a negative count is 0', -3, 0],
    ['a fraction is floored', 2.9, 2],
    ['infinity is 0', Number.POSITIVE_INFINITY, 0],
    ['text is 0', '5', 0],
  ])('%s', (_name, value, expected) => {
    expect(readCount(value)).toBe(expected);
  });

  it('invariant: a count is a whole number never below zero', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string()), (value) => {
        const count = readCount(value);
        expect(Number.isInteger(count) && count >= 0).toBe(true);
      }),
    );
  });
});

describe('readVoteDirection', () => {
  it.each<[string, unknown, VoteDirection]>([
    ['spec: Entities and their fields: myvote.direction up', 'up', 'up'],
    ['spec: Entities and their fields: myvote.direction down', 'down', 'down'],
    ['spec: States and transitions: no vote is none', undefined, 'none'],
    ['spec: States and transitions: new_direction none', 'none', 'none'],
    ['anything else is none', 'sideways', 'none'],
  ])('%s', (_name, value, expected) => {
    expect(readVoteDirection(value)).toBe(expected);
  });
});
