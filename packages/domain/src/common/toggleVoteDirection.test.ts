import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VoteDirection } from './readVoteDirection.ts';
import { toggleVoteDirection } from './toggleVoteDirection.ts';

describe('toggleVoteDirection', () => {
  it.each<[string, VoteDirection, 'up' | 'down', VoteDirection]>([
    ['doc 2 §4: pressing up with no vote sets up', 'none', 'up', 'up'],
    ['doc 2 §4: pressing up again removes the vote', 'up', 'up', 'none'],
    ['doc 2 §4: pressing down after up sets down', 'up', 'down', 'down'],
    ['doc 2 §4: pressing down again removes the vote', 'down', 'down', 'none'],
    ['doc 2 §4: pressing up after down sets up', 'down', 'up', 'up'],
  ])('%s', (_name, current, pressed, expected) => {
    expect(toggleVoteDirection(current, pressed)).toBe(expected);
  });

  it('invariant: after a press the vote is the pressed direction, or none when it already was', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'up' | 'down'>('up', 'down'),
        fc.constantFrom<VoteDirection>('none', 'up', 'down'),
        (pressed, start) => {
          expect(toggleVoteDirection(start, pressed)).toBe(start === pressed ? 'none' : pressed);
        },
      ),
    );
  });

  it('invariant: pressing twice from no vote leaves no vote', () => {
    fc.assert(
      fc.property(fc.constantFrom<'up' | 'down'>('up', 'down'), (pressed) => {
        expect(toggleVoteDirection(toggleVoteDirection('none', pressed), pressed)).toBe('none');
      }),
    );
  });
});
