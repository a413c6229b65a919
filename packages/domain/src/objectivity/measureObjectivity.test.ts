import { describe, expect, it } from 'vitest';
import { measureObjectivity } from './measureObjectivity.ts';
import type { LabelledObjectivityPost } from './readObjectivityPosts.ts';

const post = (label: 'publish' | 'rewrite', text: string): LabelledObjectivityPost => ({
  id: text,
  split: 'test',
  label,
  secondLabel: undefined,
  category: 'Geral',
  region: 'sul',
  place: 'capital',
  hardCase: 'none',
  text,
  registers: [],
});

describe('measureObjectivity', () => {
  it('counts false blocks and misses at 70, and the confusion at 70 and at 60', () => {
    const scores: Record<string, number> = { a: 90, b: 65, c: 50, d: 75 };
    const posts = [post('publish', 'a'), post('publish', 'b'), post('rewrite', 'c'), post('rewrite', 'd')];
    expect(measureObjectivity(posts, (text) => scores[text]!)).toEqual({
      size: 4,
      accuracy: 0.5,
      falseBlockRate: 0.5,
      missRate: 0.5,
      confusion: [
        { line: 70, factualPassed: 1, factualBlocked: 1, rewriteHeld: 1, rewritePassed: 1 },
        { line: 60, factualPassed: 2, factualBlocked: 0, rewriteHeld: 1, rewritePassed: 1 },
      ],
    });
  });

  it('an empty set has no rates rather than a division by zero', () => {
    expect(measureObjectivity([], () => 0)).toMatchObject({
      size: 0,
      accuracy: 0,
      falseBlockRate: 0,
      missRate: 0,
    });
  });
});
