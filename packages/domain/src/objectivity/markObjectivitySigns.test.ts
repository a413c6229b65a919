import { describe, expect, it } from 'vitest';
import { markObjectivitySigns } from './markObjectivitySigns.ts';
import { OBJECTIVITY_MARK_REASONS } from './objectivity.texts.ts';
import type { ObjectivitySign } from './objectivitySign.ts';

const sign = (
  start: number,
  end: number,
  kind: ObjectivitySign['kind'],
  penalty: number,
): ObjectivitySign => ({
  start,
  end,
  kind,
  penalty,
});

describe('markObjectivitySigns', () => {
  it('one sign is one mark with its reason', () => {
    expect(markObjectivitySigns([sign(4, 11, 'emotional', 12)])).toEqual([
      { start: 4, end: 11, kind: 'emotional', reason: OBJECTIVITY_MARK_REASONS.emotional },
    ]);
  });

  it('signs on the same word become one mark named after the costlier', () => {
    expect(markObjectivitySigns([sign(0, 7, 'shouting', 6), sign(0, 7, 'emotional', 12)])).toEqual([
      { start: 0, end: 7, kind: 'emotional', reason: OBJECTIVITY_MARK_REASONS.emotional },
    ]);
  });

  it('a phrase over shouted words becomes one mark over both', () => {
    const marks = markObjectivitySigns([
      sign(0, 4, 'shouting', 6),
      sign(5, 10, 'shouting', 6),
      sign(0, 10, 'generalisation', 10),
    ]);
    expect(marks).toEqual([
      { start: 0, end: 10, kind: 'generalisation', reason: OBJECTIVITY_MARK_REASONS.generalisation },
    ]);
  });

  it('a costlier sign starting inside another names the mark', () => {
    expect(markObjectivitySigns([sign(0, 5, 'shouting', 6), sign(3, 9, 'emotional', 12)])).toEqual([
      { start: 0, end: 9, kind: 'emotional', reason: OBJECTIVITY_MARK_REASONS.emotional },
    ]);
  });

  it('touching signs stay two marks, in text order', () => {
    const marks = markObjectivitySigns([sign(7, 10, 'exclamation', 12), sign(0, 7, 'emotional', 12)]);
    expect(marks.map(({ start, end }) => [start, end])).toEqual([
      [0, 7],
      [7, 10],
    ]);
  });
});
