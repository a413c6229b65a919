import { describe, expect, it } from 'vitest';
import { measureTone, toneRate } from './measureTone.ts';
import type { LabelledToneText } from './readToneSet.ts';

const counts = { insult: 0, obscene: 0, homophobia: 0, racism: 0, misogyny: 0, xenophobia: 0 };
const text = (verdict: LabelledToneText['verdict'], value: string): LabelledToneText => ({
  split: 'test',
  counts,
  verdict,
  text: value,
});

describe('measureTone', () => {
  it('counts, for each verdict, the texts nudged and those below 70 and 60 as posts', () => {
    const texts = [
      text('offensive', 'a 10'),
      text('offensive', 'b 65'),
      text('offensive', 'c 90'),
      text('calm', 'd 70'),
      text('calm', 'e 59'),
    ];
    // A stand-in analyser: the number in the text is its score, "a" and "e" are nudged.
    const figures = measureTone(texts, (value) => ({
      objectivity: Number(value.split(' ')[1]),
      nudged: value.startsWith('a') || value.startsWith('e'),
    }));
    expect(figures.offensive).toEqual({ texts: 3, nudged: 1, below70: 2, below60: 1 });
    expect(figures.calm).toEqual({ texts: 2, nudged: 1, below70: 1, below60: 1 });
    expect(figures.disputed).toEqual({ texts: 0, nudged: 0, below70: 0, below60: 0 });
    expect(toneRate(figures.offensive, 'below70')).toBeCloseTo(2 / 3);
    expect(toneRate(figures.disputed, 'nudged')).toBe(0);
  });
});
