// The public face of @vizinhos/domain: every export is named here (no `export *`).
// Two blocks, each kept by its own owner; edit only inside your block.

// ── wire core and doc 1 (shell, accounts, live, notifications, messaging, members, map) ──
export type {
  AreaId,
  CommentId,
  ConversationId,
  Id,
  MessageId,
  NotificationId,
  OidObject,
  PollOptionId,
  PostId,
  UserId,
  WireId,
} from './wire/ids.ts';
export { toId, unwrapId } from './wire/ids.ts';
// ── end doc 1 block ──

// ── doc 2 (timeline, posts, objectivity, polls, comments, events, profile, security map) ──
export type { WireComment, WireCommentUser } from './wire/comment.ts';
export type {
  WireCalendarLinks,
  WireMyVote,
  WirePollOption,
  WirePollOptionResponse,
  WirePost,
  WirePostUser,
} from './wire/post.ts';
// ── end doc 2 block ──
