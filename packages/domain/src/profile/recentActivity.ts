/** Items of recent activity on a profile (doc 2 §2, §9). */
export const RECENT_ACTIVITY_LIMIT = 10;

/** The first 10 items of a profile's activity list (doc 2 §9). */
export function recentActivity<T>(items: readonly T[] | null | undefined): T[] {
  return (items ?? []).slice(0, RECENT_ACTIVITY_LIMIT);
}
