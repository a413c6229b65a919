/**
 * Whole percentages of the counts that add up to exactly 100 when any vote exists, by the largest
 * remainder method (ties go to the earlier option); all zero when nobody voted.
 */
export function pollPercentages(counts: readonly number[]): number[] {
  const safe = counts.map((count) => (Number.isFinite(count) && count > 0 ? count : 0));
  const total = safe.reduce((sum, count) => sum + count, 0);
  if (total === 0) return safe.map(() => 0);
  const exact = safe.map((count) => (count * 100) / total);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    floors[index] = (floors[index] as number) + 1;
    missing -= 1;
  }
  return floors;
}
