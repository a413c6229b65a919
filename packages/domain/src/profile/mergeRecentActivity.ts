import { activityTime } from './activityItem.ts';
import { RECENT_ACTIVITY_LIMIT } from './recentActivity.ts';
import type { WireActivityItem } from './wireActivity.ts';

/**
 * A profile's recent activity (spec: Screens and routes, Business constants and limits: 10 items):
 * posts and comments together, newest first by when each happened, the first 10. ISO times of one
 * server compare as text; ties keep the order they came in.
 */
export function mergeRecentActivity(
  ...lists: ReadonlyArray<readonly WireActivityItem[]>
): WireActivityItem[] {
  return lists
    .flat()
    .map((item, index) => ({ item, index, at: activityTime(item) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? 1 : -1))
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map(({ item }) => item);
}
