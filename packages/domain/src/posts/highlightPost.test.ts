import { describe, expect, it } from 'vitest';
import { POST_HIGHLIGHT_MS } from './highlightPost.ts';

describe('highlightPost', () => {
  it.each([['spec: States and transitions: "Post highlight lasts 2 s"', 2_000]])('%s', (_name, ms) => {
    expect(POST_HIGHLIGHT_MS).toBe(ms);
  });
});
