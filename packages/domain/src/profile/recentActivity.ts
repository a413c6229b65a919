/** Items of recent activity on a profile (spec: Screens and routes, Business constants and limits). */
export const RECENT_ACTIVITY_LIMIT = 10;

/** The first 10 items of a profile's activity list (spec: Business constants and limits). */
export function recentActivity<T>(items: readonly T[] | null | undefined): T[] {
  return (items ?? []).slice(0, RECENT_ACTIVITY_LIMIT);
}
