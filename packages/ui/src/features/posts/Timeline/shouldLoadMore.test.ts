import { describe, expect, it } from 'vitest';
import { LOAD_MORE_DISTANCE_PX, shouldLoadMore } from './shouldLoadMore.ts';

const reader = { scrollTop: 0, viewportHeight: 800, hasMore: true, isBusy: false };

describe('shouldLoadMore', () => {
  it('spec: the next page loads 1000 px before the bottom', () => {
    expect(LOAD_MORE_DISTANCE_PX).toBe(1000);
  });

  it.each([
    ['the end is 1001 px below the viewport', 1801, false],
    ['the end is exactly 1000 px below the viewport', 1800, true],
    ['the end is inside the viewport (a short list)', 500, true],
    ['far from the end', 20_000, false],
  ])('%s', (_name, listBottom, expected) => {
    expect(shouldLoadMore({ ...reader, listBottom })).toBe(expected);
  });

  it('never asks when there is nothing more', () => {
    expect(shouldLoadMore({ ...reader, listBottom: 500, hasMore: false })).toBe(false);
  });

  it('never asks twice while a page is on its way', () => {
    expect(shouldLoadMore({ ...reader, listBottom: 500, isBusy: true })).toBe(false);
  });

  it('takes another distance', () => {
    expect(shouldLoadMore({ ...reader, listBottom: 1300, distance: 400 })).toBe(false);
    expect(shouldLoadMore({ ...reader, listBottom: 1200, distance: 400 })).toBe(true);
  });
});
