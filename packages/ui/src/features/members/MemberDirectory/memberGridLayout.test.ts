import { describe, expect, it } from 'vitest';
import { isNearListEnd, memberColumns, splitRows } from './memberGridLayout.ts';

describe('memberColumns', () => {
  it.each([
    [0, 1],
    [Number.NaN, 1],
    [200, 1],
    [455, 1],
    [456, 2],
    [940, 4],
    [1280, 5],
  ])('a %i px grid holds %i columns', (width, columns) => {
    expect(memberColumns(width)).toBe(columns);
  });
});

describe('splitRows', () => {
  it('cuts the members into rows of the column count, the last one shorter', () => {
    expect(splitRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitRows([], 3)).toEqual([]);
    expect(splitRows([1, 2], 0)).toEqual([[1], [2]]);
  });
});

describe('isNearListEnd', () => {
  it.each([
    { scrollTop: 0, viewportHeight: 800, listBottom: 500, distance: 100, due: true },
    { scrollTop: 0, viewportHeight: 800, listBottom: 900, distance: 100, due: true },
    { scrollTop: 0, viewportHeight: 800, listBottom: 901, distance: 100, due: false },
    { scrollTop: 2000, viewportHeight: 800, listBottom: 2850, distance: 100, due: true },
  ])('$listBottom px list, viewport at $scrollTop: due $due', ({ due, ...input }) => {
    expect(isNearListEnd(input)).toBe(due);
  });
});
