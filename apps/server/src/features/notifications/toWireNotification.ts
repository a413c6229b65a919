import { moderationNoticeTitles } from './notifications.texts.ts';
import type { NotificationView } from './repository.ts';
import type { WireNotificationOut, WireNotificationPostOut } from './schemas.ts';

/**
 * The wire shape of a stored notification: what it relates to (a vote with its direction and voter,
 * a comment or reply with its author, a poll's answer count, an invitation used, a new post), the
 * post a click opens, and the time of its latest activity as `created_at`.
 */
export function toWireNotification(view: NotificationView): WireNotificationOut {
  const post: WireNotificationPostOut = view.postId
    ? { _id: { $oid: view.postId }, id: view.postId, title: view.postTitle ?? '' }
    : null;
  const user = { username: view.actorName };
  const base = {
    _id: { $oid: view.id },
    id: view.id,
    created_at: view.updatedAt.toISOString(),
    seen: view.seen,
    count: view.count,
    type: view.kind,
    post_id: view.postId,
    post,
  };
  switch (view.kind) {
    case 'vote':
      return {
        ...base,
        vote: {
          ...(view.direction ? { direction: view.direction } : {}),
          user,
          post,
          ...(view.commentId ? { comment: { body: view.commentText ?? '' } } : {}),
        },
      };
    case 'comment':
    case 'reply':
      return { ...base, comment: { body: view.commentText ?? '', user, post } };
    case 'poll_response':
      return { ...base, poll_response_count: { post, count: view.count } };
    case 'invite':
      return { ...base, invite: { invitee: user, area: { name: view.actorAreaName } } };
    // Moderation's notices name nobody: the words were written with the action (spec 3).
    case 'report':
    case 'moderation':
      return { ...base, title: moderationNoticeTitles[view.kind], content: view.body ?? '' };
    default:
      return base;
  }
}
