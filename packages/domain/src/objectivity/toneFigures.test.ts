/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { analyzeObjectivity } from './analyzeObjectivity.ts';
import { commentNudge } from './commentNudge.ts';
import { measureTone, toneRate } from './measureTone.ts';
import { readToneSet } from './readToneSet.ts';
import source from './toldBr/toldBr.tsv?raw';

// The held-out figures on text by other people: the test split of ToLD-Br, which training never
// reads (scripts/buildObjectivityToneModel.ts reads train, and validation to place both lines).
// `pnpm evaluate:objectivity` prints them beside the analyser before the tone model.
const tweets = readToneSet(source);
const test = tweets.filter((tweet) => tweet.split === 'test');
const figures = measureTone(test, (text) => ({
  objectivity: analyzeObjectivity(text).objectivity,
  nudged: commentNudge(text).show,
}));
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

describe('the tone on held-out tweets of ToLD-Br', () => {
  it('holds the whole set, about a fifth of it held out, both verdicts well represented', () => {
    expect(tweets.length).toBeGreaterThan(19_000);
    expect(test.length / tweets.length).toBeGreaterThan(0.18);
    expect(figures.offensive.texts).toBeGreaterThan(500);
    expect(figures.calm.texts).toBeGreaterThan(1500);
  });

  // The ceiling: the nudge on 15% or fewer of the calm tweets.
  it('the comment nudge shows on 15% or fewer of the calm tweets', () => {
    console.log(`nudge on calm tweets: ${percent(toneRate(figures.calm, 'nudged'))}`);
    expect(toneRate(figures.calm, 'nudged')).toBeLessThanOrEqual(0.15);
  });

  // The issue asks for 80% of the offensive tweets nudged and 97% below 70 as posts. The first linear
  // model reached 69.1% and 90.9% (the analyser before it: 57.7% and 73.1%); with the factual posts
  // weighed more, a lighter L2 and the post gate's own lower line, 73.0% and 96.0%. These floors are
  // a little under what it reached, so a change that makes it worse fails here; they are not the
  // targets, which are not reached.
  it('the comment nudge shows on 72% or more of the offensive tweets (the target of 80% is not reached)', () => {
    console.log(`nudge on offensive tweets: ${percent(toneRate(figures.offensive, 'nudged'))}`);
    expect(toneRate(figures.offensive, 'nudged')).toBeGreaterThanOrEqual(0.72);
  });

  it('95.5% or more of the offensive tweets score below 70 as posts (the target of 97% is not reached)', () => {
    console.log(`offensive tweets below 70: ${percent(toneRate(figures.offensive, 'below70'))}`);
    expect(toneRate(figures.offensive, 'below70')).toBeGreaterThanOrEqual(0.955);
  });

  it('the nudge tells offensive from calm far better than chance: 4 times as often or more', () => {
    expect(toneRate(figures.offensive, 'nudged')).toBeGreaterThanOrEqual(
      4 * toneRate(figures.calm, 'nudged'),
    );
  });
});
