import {
  categoryDisplayName,
  formatPostTime,
  invitesLeft,
  normalizeActivityItem,
  recentActivity,
  type User,
  type WireProfileUser,
} from '@vizinhos/domain';
import type { ActivityEntry } from '@vizinhos/ui';

/** Invites left on one's own profile (spec: Business constants and limits: 10 minus used, never below 0). */
export function invitesOf(user: User): number {
  return invitesLeft(user.inviteCount ?? 0);
}

/** The signup address with one's invite code (the login screen reads invite_code, read-only in signup). */
export function inviteLinkOf(wire: WireProfileUser | undefined, origin: string): string | undefined {
  const code = wire?.invite_code?.trim();
  return code ? `${origin}/?invite_code=${encodeURIComponent(code)}` : undefined;
}

/** The recent activity's lines (spec: Profile screen: 10 items, posts and comments). */
export function activityEntries(wire: WireProfileUser, now: number): ActivityEntry[] {
  return recentActivity(wire.activity).flatMap((item, index) => {
    const activity = normalizeActivityItem(item);
    if (!activity) return [];
    return [
      {
        key: `${activity.kind}-${activity.kind === 'comment' ? activity.commentId : activity.post.id}-${index}`,
        kind: activity.kind,
        postId: activity.post.id,
        title: activity.post.title,
        excerpt: activity.kind === 'comment' ? activity.text : undefined,
        categoryLabel: categoryDisplayName(activity.post.category),
        whenLabel: activity.at ? formatPostTime(now, activity.at) : undefined,
      },
    ];
  });
}
